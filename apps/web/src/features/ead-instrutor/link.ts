/** The address students open: /ead/<base64(base64(link))> (SPEC §2.1). */
export function linkDosAlunos(link: string, origin = window.location.origin): string {
  return `${origin}/ead/${btoa(btoa(link))}`;
}

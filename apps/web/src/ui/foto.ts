/** What the server takes as a photo (students, instructors): JPG, PNG or WEBP up to 5 MB. */
export const FOTO_EXTENSIONS: readonly string[] = ['.jpg', '.jpeg', '.png', '.webp'];
export const FOTO_MAX_MB = 5;

/** The multipart field of PUT …/foto. */
export const FOTO_FIELD = 'arquivo';

-- A school's logo (docs/architecture.md §12): the storage key of its image (PNG or JPG), printed in the
-- header of the school's reports. Null: the header shows the name alone.
alter table autoescolas add column logo text;

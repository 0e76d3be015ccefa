/** Lengths and counts of content fields. */

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const SHORT_TEXT_MAX = 300;
export const LONG_TEXT_MAX = 20_000;
export const ESSAY_CONTENT_MAX = 100_000;
export const LIST_MAX = 50;
export const IMAGES_MAX = 12;
export const TAGS_MAX = 20;
export const TAG_MAX = 40;
export const DESCRIPTION_PREVIEW_LENGTH = 100;
/** A trip's notes in a map popup are cut to this many characters. */
export const MAP_POPUP_NOTES_LENGTH = 100;

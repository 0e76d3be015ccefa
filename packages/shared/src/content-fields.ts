import { z } from "zod";
import { LIST_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX, TAG_MAX, TAGS_MAX } from "./content-limits";

/** The field shapes the content types' bodies are made of. */
export const shortText = z.string().trim().max(SHORT_TEXT_MAX);
export const longText = z.string().trim().max(LONG_TEXT_MAX);
export const textList = z.array(z.string().trim().min(1).max(SHORT_TEXT_MAX)).max(LIST_MAX);
export const tags = z.array(z.string().trim().min(1).max(TAG_MAX)).max(TAGS_MAX);
export const url = z.string().trim().max(2000);

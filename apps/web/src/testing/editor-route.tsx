import type { ComponentType } from "react";
import { useParams } from "react-router";
import { editorKey, isKeptEditor } from "../components/content/kept-editors";

/**
 * A type's editor at /publish/{type} and /publish/{type}/:id as the app's
 * publish route shows it: the editor that just created a draft stays on
 * screen when the address becomes the draft's.
 */
export function EditorRoute({
  New,
  Edit,
}: {
  New: ComponentType;
  Edit: ComponentType<{ id: string }>;
}) {
  const { id } = useParams();
  const shown = isKeptEditor(id) ? undefined : id;
  return shown ? <Edit key={editorKey(id)} id={shown} /> : <New key={editorKey(id)} />;
}

/**
 * The id of the JSON data block a server-rendered page carries: the server
 * writes the page's query data into it and the browser hydrates from it.
 */
export const SERVER_STATE_ID = "fc-ssr-state";

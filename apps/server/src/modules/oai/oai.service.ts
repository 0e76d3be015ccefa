import { DOMAINS } from "@field-commons/shared/domains";
import type { Db } from "../../db/client";
import {
  contentIdOf,
  dayAfter,
  decodeToken,
  encodeToken,
  isRepositoryIdentifier,
  METADATA_PREFIX,
  OAI_PAGE_SIZE,
  parseDay,
  parseRequest,
  parseSet,
  repositoryHost,
  type OaiError,
  type OaiRequest,
  type SetFilter,
} from "./oai.protocol";
import {
  earliestDatestamp,
  findHeader,
  inSnapshot,
  listHeaders,
  loadMetadata,
  type MetadataRow,
} from "./oai.repository";
import {
  envelope,
  errorBody,
  headerNode,
  identifyBody,
  metadataFormatsBody,
  recordNode,
  setsBody,
  type XmlNode,
} from "./oai.xml";

export interface OaiContext {
  db: Db;
  /** APP_URL, without a trailing slash. */
  appUrl: string;
  adminEmail: string;
  now: Date;
}

/** The address in a From header such as `Field Commons <no-reply@example.org>`. */
export function addressOf(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>/.exec(from);
  return (match?.[1] ?? from).trim();
}

/** Answers one OAI-PMH request (its arguments in order, repeats kept) with the XML document. */
export async function answerOai(
  context: OaiContext,
  pairs: readonly (readonly [string, string])[],
): Promise<string> {
  const baseUrl = `${context.appUrl}/oai`;
  const reply = (request: OaiRequest | null, body: XmlNode) =>
    envelope({
      now: context.now,
      baseUrl,
      request: request ? { verb: request.verb, ...request.args } : null,
      body,
    });
  const parsed = parseRequest(pairs);
  if (!parsed.ok) return reply(null, errorBody([parsed.error]));
  const request = parsed.request;
  const answer = await answerVerb(context, request);
  // After badArgument, the request element carries no arguments.
  const echoed = "errors" in answer && answer.errors.some((e) => e.code === "badArgument");
  return reply(
    echoed ? null : request,
    "errors" in answer ? errorBody(answer.errors) : answer.body,
  );
}

type Answer = { body: XmlNode } | { errors: OaiError[] };

const failure = (code: OaiError["code"], message: string): Answer => ({
  errors: [{ code, message }],
});

async function answerVerb(context: OaiContext, request: OaiRequest): Promise<Answer> {
  const { db, appUrl } = context;
  const host = repositoryHost(appUrl);
  const { args } = request;
  switch (request.verb) {
    case "Identify": {
      const earliest = (await earliestDatestamp(db)) ?? context.now;
      return {
        body: identifyBody({
          baseUrl: `${appUrl}/oai`,
          adminEmail: context.adminEmail,
          earliest,
          host,
          describeIdentifiers: isRepositoryIdentifier(host),
        }),
      };
    }
    case "ListMetadataFormats": {
      if (args.identifier !== undefined) {
        const id = contentIdOf(host, args.identifier);
        if (!id || !(await findHeader(db, id))) return unknownIdentifier();
      }
      return { body: metadataFormatsBody() };
    }
    case "ListSets":
      if (args.resumptionToken !== undefined) {
        return failure("badResumptionToken", "ListSets answers in one response; no token applies.");
      }
      return { body: setsBody(DOMAINS) };
    case "GetRecord": {
      const errors: OaiError[] = [];
      if (args.metadataPrefix !== METADATA_PREFIX) errors.push(cannotDisseminate());
      const id = contentIdOf(host, args.identifier!);
      const found = id
        ? await inSnapshot(db, async (tx) => {
            const header = await findHeader(tx, id);
            const [metadata] = header && !header.deleted ? await loadMetadata(tx, [id]) : [];
            return header ? { header, metadata } : null;
          })
        : null;
      if (!found) errors.push(...unknownIdentifier().errors);
      if (errors.length > 0 || !found) return { errors };
      return {
        body: { GetRecord: { record: recordNode(appUrl, host, found.header, found.metadata) } },
      };
    }
    case "ListIdentifiers":
    case "ListRecords":
      return list(context, request.verb, args);
  }
}

function unknownIdentifier(): { errors: OaiError[] } {
  return { errors: [{ code: "idDoesNotExist", message: "No record has this identifier." }] };
}

function cannotDisseminate(): OaiError {
  return {
    code: "cannotDisseminateFormat",
    message: `The only metadata format is ${METADATA_PREFIX}.`,
  };
}

interface Selection {
  metadataPrefix: string;
  from?: string;
  until?: string;
  set?: string;
}

async function list(
  context: OaiContext,
  verb: "ListIdentifiers" | "ListRecords",
  args: OaiRequest["args"],
): Promise<Answer> {
  const { db, appUrl } = context;
  const host = repositoryHost(appUrl);
  let selection: Selection;
  let after: { at: string; id: string } | null = null;
  let cursor = 0;
  const resumed = args.resumptionToken !== undefined;
  if (resumed) {
    const token = decodeToken(args.resumptionToken!, verb, context.now);
    if (!token) {
      return failure("badResumptionToken", "The resumption token is not valid for this request.");
    }
    ({ after, cursor } = token);
    selection = {
      metadataPrefix: token.metadataPrefix,
      from: token.from,
      until: token.until,
      set: token.set,
    };
  } else {
    selection = {
      metadataPrefix: args.metadataPrefix!,
      from: args.from,
      until: args.until,
      set: args.set,
    };
  }

  const from = selection.from !== undefined ? parseDay(selection.from) : null;
  const until = selection.until !== undefined ? parseDay(selection.until) : null;
  let set: SetFilter | null = null;
  if (selection.from !== undefined && !from) {
    return failure(
      "badArgument",
      "from must be a day from 0001-01-01 to 9999-12-31, YYYY-MM-DD (the granularity is a day).",
    );
  }
  if (selection.until !== undefined && !until) {
    return failure(
      "badArgument",
      "until must be a day from 0001-01-01 to 9999-12-31, YYYY-MM-DD (the granularity is a day).",
    );
  }
  if (from && until && until < from) return failure("badArgument", "until is before from.");
  if (selection.set !== undefined) {
    set = parseSet(selection.set);
    if (!set) return failure("badArgument", "There is no such set; ListSets names them.");
  }
  if (selection.metadataPrefix !== METADATA_PREFIX) return { errors: [cannotDisseminate()] };

  const range = {
    from,
    before: until ? dayAfter(until) : null,
    set,
    after,
  };
  const { rows, metadata } = await inSnapshot(db, async (tx) => {
    const rows = await listHeaders(tx, range, OAI_PAGE_SIZE + 1);
    const page = rows.slice(0, OAI_PAGE_SIZE);
    const metadata =
      verb === "ListRecords"
        ? await loadMetadata(
            tx,
            page.filter((r) => !r.deleted).map((r) => r.id),
          )
        : [];
    return { rows, metadata };
  });
  if (rows.length === 0) {
    return failure("noRecordsMatch", "No records match these arguments.");
  }
  const page = rows.slice(0, OAI_PAGE_SIZE);
  const last = page[page.length - 1]!;
  const more = rows.length > OAI_PAGE_SIZE;
  const token: XmlNode | undefined = more
    ? {
        "@_cursor": String(cursor),
        "#text": encodeToken({
          v: 1,
          verb,
          metadataPrefix: METADATA_PREFIX,
          ...(selection.from !== undefined ? { from: selection.from } : {}),
          ...(selection.until !== undefined ? { until: selection.until } : {}),
          ...(selection.set !== undefined ? { set: selection.set } : {}),
          after: { at: last.at.toISOString(), id: last.id },
          cursor: cursor + page.length,
        }),
      }
    : resumed
      ? // The last part of a list split earlier: an empty token says it is complete.
        { "@_cursor": String(cursor) }
      : undefined;

  if (verb === "ListIdentifiers") {
    return {
      body: {
        ListIdentifiers: {
          header: page.map((row) => headerNode(host, row)),
          resumptionToken: token,
        },
      },
    };
  }
  const byId = new Map<string, MetadataRow>(metadata.map((m) => [m.id, m]));
  return {
    body: {
      ListRecords: {
        record: page.map((row) => recordNode(appUrl, host, row, byId.get(row.id))),
        resumptionToken: token,
      },
    },
  };
}

import { XMLBuilder } from "fast-xml-parser";
import { CONTENT_TYPE_LABELS, contentPath } from "@field-commons/shared/content";
import { domainFromSlug, domainSlug } from "@field-commons/shared/domains";
import { LICENSE_INFO, LICENSES, type License } from "@field-commons/shared/licenses";
import { dayOf, oaiIdentifier, secondOf, xmlText, type OaiError } from "./oai.protocol";
import type { HeaderRow, MetadataRow } from "./oai.repository";

/** Namespaces and schema locations the protocol and oai_dc require. */
const OAI_NS = "http://www.openarchives.org/OAI/2.0/";
const OAI_SCHEMA = "http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd";
const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
const OAI_DC_NS = "http://www.openarchives.org/OAI/2.0/oai_dc/";
const OAI_DC_SCHEMA = "http://www.openarchives.org/OAI/2.0/oai_dc.xsd";
const DC_NS = "http://purl.org/dc/elements/1.1/";
const OAI_IDENTIFIER_NS = "http://www.openarchives.org/OAI/2.0/oai-identifier";
const OAI_IDENTIFIER_SCHEMA = "http://www.openarchives.org/OAI/2.0/oai-identifier.xsd";

const REPOSITORY_NAME = "Field Commons";

/** An element: child elements by name (arrays repeat them), `@_` attributes, `#text`. */
export interface XmlNode {
  [name: string]: string | XmlNode | (string | XmlNode)[] | undefined;
}

/**
 * Text and attribute values are escaped by the builder; every character XML
 * 1.0 forbids is removed first, whatever an author typed.
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  tagValueProcessor: (_name: string, value: unknown) => xmlText(String(value)),
  attributeValueProcessor: (_name: string, value: unknown) => xmlText(String(value)),
});

/**
 * The OAI-PMH envelope: responseDate, the request (its arguments as
 * attributes; none after badVerb or badArgument, as the protocol requires)
 * and the verb's element or the errors.
 */
export function envelope(input: {
  now: Date;
  baseUrl: string;
  request: Record<string, string> | null;
  body: XmlNode;
}): string {
  const request: XmlNode = { "#text": input.baseUrl };
  for (const [name, value] of Object.entries(input.request ?? {})) request[`@_${name}`] = value;
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    "OAI-PMH": {
      "@_xmlns": OAI_NS,
      "@_xmlns:xsi": XSI_NS,
      "@_xsi:schemaLocation": `${OAI_NS} ${OAI_SCHEMA}`,
      responseDate: secondOf(input.now),
      request,
      ...input.body,
    },
  }) as string;
}

export function errorBody(errors: readonly OaiError[]): XmlNode {
  return { error: errors.map((e) => ({ "@_code": e.code, "#text": e.message })) };
}

export function identifyBody(input: {
  baseUrl: string;
  adminEmail: string;
  earliest: Date;
  host: string;
  /** The oai-identifier description, only for a host that is a domain name. */
  describeIdentifiers: boolean;
}): XmlNode {
  return {
    Identify: {
      repositoryName: REPOSITORY_NAME,
      baseURL: input.baseUrl,
      protocolVersion: "2.0",
      adminEmail: input.adminEmail,
      earliestDatestamp: dayOf(input.earliest),
      deletedRecord: "persistent",
      granularity: "YYYY-MM-DD",
      description: input.describeIdentifiers
        ? {
            "oai-identifier": {
              "@_xmlns": OAI_IDENTIFIER_NS,
              "@_xmlns:xsi": XSI_NS,
              "@_xsi:schemaLocation": `${OAI_IDENTIFIER_NS} ${OAI_IDENTIFIER_SCHEMA}`,
              scheme: "oai",
              repositoryIdentifier: input.host,
              delimiter: ":",
              sampleIdentifier: oaiIdentifier(input.host, "7f3c2a9e-4b1d-4e6f-9a8b-0c1d2e3f4a5b"),
            },
          }
        : undefined,
    },
  };
}

export function metadataFormatsBody(): XmlNode {
  return {
    ListMetadataFormats: {
      metadataFormat: {
        metadataPrefix: "oai_dc",
        schema: OAI_DC_SCHEMA,
        metadataNamespace: OAI_DC_NS,
      },
    },
  };
}

/** Every set: the two parents, one per content type, one per domain. */
export function setsBody(domains: readonly string[]): XmlNode {
  const sets: XmlNode[] = [
    { setSpec: "type", setName: "Content types" },
    ...Object.entries(CONTENT_TYPE_LABELS).map(([type, label]) => ({
      setSpec: `type:${type}`,
      setName: label,
    })),
    { setSpec: "domain", setName: "Domains" },
    ...domains.map((domain) => ({ setSpec: `domain:${domainSlug(domain)}`, setName: domain })),
  ];
  return { ListSets: { set: sets } };
}

/** The leaf sets a record belongs to. */
function setSpecs(row: Pick<HeaderRow, "type" | "domain">): string[] {
  const specs = [`type:${row.type}`];
  // Only a domain the repository lists as a set.
  if (row.domain && domainFromSlug(domainSlug(row.domain)) === row.domain) {
    specs.push(`domain:${domainSlug(row.domain)}`);
  }
  return specs;
}

export function headerNode(host: string, row: HeaderRow): XmlNode {
  return {
    ...(row.deleted ? { "@_status": "deleted" } : {}),
    identifier: oaiIdentifier(host, row.id),
    datestamp: dayOf(row.at),
    setSpec: setSpecs(row),
  };
}

function uniqueTerms(...lists: unknown[]): string[] {
  const seen = new Map<string, string>();
  for (const list of lists) {
    for (const raw of Array.isArray(list) ? list : [list]) {
      if (typeof raw !== "string") continue;
      const term = raw.trim().replace(/\s+/g, " ");
      if (term && !seen.has(term.toLowerCase())) seen.set(term.toLowerCase(), term);
    }
  }
  return [...seen.values()];
}

function rightsOf(license: string): string {
  const known = LICENSES.find((l): l is License => l === license);
  return (known && LICENSE_INFO[known].url) ?? "All rights reserved";
}

/** Unqualified Dublin Core for a published item. */
export function dublinCore(appUrl: string, row: MetadataRow): XmlNode {
  const description = row.summary.trim() || row.description.trim();
  return {
    "oai_dc:dc": {
      "@_xmlns:oai_dc": OAI_DC_NS,
      "@_xmlns:dc": DC_NS,
      "@_xmlns:xsi": XSI_NS,
      "@_xsi:schemaLocation": `${OAI_DC_NS} ${OAI_DC_SCHEMA}`,
      "dc:title": row.title,
      "dc:creator": row.author,
      "dc:subject": uniqueTerms(row.domain, row.tags, row.keywords),
      "dc:description": description || undefined,
      "dc:date": dayOf(row.publishedAt ?? row.updatedAt),
      "dc:type": ["Text", CONTENT_TYPE_LABELS[row.type]],
      "dc:identifier": `${appUrl}${contentPath(row)}`,
      "dc:rights": rightsOf(row.license),
      "dc:language": "en",
      "dc:publisher": REPOSITORY_NAME,
    },
  };
}

/** A record: header, and metadata unless deleted. */
export function recordNode(
  appUrl: string,
  host: string,
  row: HeaderRow,
  metadata: MetadataRow | undefined,
): XmlNode {
  const header = headerNode(host, row);
  if (row.deleted || !metadata) return { header };
  return { header, metadata: dublinCore(appUrl, metadata) };
}

import { PolicyBriefBody } from "@field-commons/shared/content";
import type { z } from "zod";

type Recommendation = NonNullable<PolicyBriefBody["policyRecommendations"]>[number];
type Evidence = NonNullable<PolicyBriefBody["evidence"]>[number];
type Reference = NonNullable<PolicyBriefBody["references"]>[number];
export type { Evidence, Recommendation, Reference };

const shape = PolicyBriefBody.shape;
const RecommendationSchema = shape.policyRecommendations.unwrap().element;
const EvidenceSchema = shape.evidence.unwrap().element;
const ReferenceSchema = shape.references.unwrap().element;

function rows<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const raw of value) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The policy brief's long-text fields. */
export const TEXT_FIELDS = [
  "executiveSummary",
  "problemStatement",
  "keyFindings",
  "recommendations",
  "stakeholders",
  "implementationPlan",
  "timeline",
  "budget",
  "risks",
  "successMetrics",
  "conclusion",
  "sources",
  "contacts",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Field labels, as the form and the page show them. */
export const FIELD_LABELS: Record<TextField, string> = {
  executiveSummary: "Executive Summary",
  problemStatement: "Problem Statement",
  keyFindings: "Key Findings",
  recommendations: "Recommendations",
  stakeholders: "Stakeholders",
  implementationPlan: "Implementation Plan",
  timeline: "Timeline",
  budget: "Budget",
  risks: "Risks",
  successMetrics: "Success Metrics",
  conclusion: "Conclusion",
  sources: "Sources",
  contacts: "Contacts",
};

export interface PolicyBriefView {
  subtitle: string;
  text: Record<TextField, string>;
  policyRecommendations: Recommendation[];
  evidence: Evidence[];
  references: Reference[];
  tags: string[];
}

/**
 * Reads a stored body for display, field by field: a field (or a row) of an
 * unexpected shape is left out instead of failing the whole page.
 */
export function readPolicyBrief(body: Record<string, unknown>): PolicyBriefView {
  const textValues = Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(body[key])])) as Record<
    TextField,
    string
  >;
  const tags = Array.isArray(body.tags)
    ? body.tags.filter((t): t is string => typeof t === "string" && t.trim() !== "")
    : [];
  return {
    subtitle: text(body.subtitle),
    text: textValues,
    policyRecommendations: rows(body.policyRecommendations, RecommendationSchema),
    evidence: rows(body.evidence, EvidenceSchema),
    references: rows(body.references, ReferenceSchema),
    tags,
  };
}

export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** Colour of a level: priorities high red, medium amber, low green; credibility the reverse. */
export type Tone = "red" | "amber" | "green" | "neutral";

export function priorityTone(priority: Priority): Tone {
  return priority === "high" ? "red" : priority === "medium" ? "amber" : "green";
}

/** Credibility is free text; high, medium and low (any case) get the reversed colours. */
export function credibilityTone(credibility: string | undefined): Tone {
  const level = credibility?.trim().toLowerCase();
  if (level === "high") return "green";
  if (level === "medium") return "amber";
  if (level === "low") return "red";
  return "neutral";
}

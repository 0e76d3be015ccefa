import type { CaseStudyBody } from "@field-commons/shared/content";
import type { Domain } from "@field-commons/shared/domains";
import type { SceneKind } from "./demo-images";

/**
 * The demo case studies: written for Field Commons from published research on
 * well-documented commons. Figures are kept to round, widely reported ones;
 * quotes are attributed to roles, not to named people. The pictures are
 * generated illustrations (see demo-images.ts), and their alt text says so.
 */

export type DemoAuthor = "admin" | "contributor" | "researcher";

export interface DemoImage {
  scene: SceneKind;
  /** Describes what the generated picture shows. */
  alt: string;
  caption: string;
}

export interface DemoCaseStudy {
  title: string;
  /** The one-liner. */
  summary: string;
  domain: Domain | null;
  location: { name: string; country: string; lat: number | null; lng: number | null };
  author: DemoAuthor;
  status: "published" | "draft";
  /** Published (or, for drafts, created) this many days ago. */
  daysAgo?: number;
  images: DemoImage[];
  body: CaseStudyBody;
  /** Demo users who like or save the item (never its author). */
  likedBy?: DemoAuthor[];
  savedBy?: DemoAuthor[];
}

/** What each generated scene shows, for alt text. */
export const SCENE_ALT: Record<SceneKind, string> = {
  water: "Illustration: a timber sluice gate where an irrigation canal leaves a lake",
  fields: "Illustration: a patchwork of fields with an irrigation channel running to the horizon",
  forest: "Illustration: layers of wooded hills in haze, with a footpath in the foreground",
  coast: "Illustration: boats in a bay, a wooden jetty and a sandy beach",
  mountain:
    "Illustration: snowy peaks above an alpine pasture with a fence, houses and grazing animals",
  village: "Illustration: a village of red-roofed houses on green hills, with a winding path",
  energy: "Illustration: wind turbines on hills above rows of solar panels and a small building",
  library: "Illustration: a reading room with full bookshelves, an arched window and reading lamps",
  market: "Illustration: market stalls with striped awnings in a town square",
  terraces:
    "Illustration: rice terraces, some flooded, stepping down a hillside below a small shrine",
  network: "Illustration: rooftop antennas linked by radio across a small town",
};

function img(scene: SceneKind, caption: string, alt: string = SCENE_ALT[scene]): DemoImage {
  return { scene, alt, caption };
}

const lines = (...parts: string[]) => parts.join("\n");

export const DEMO_CASE_STUDIES: readonly DemoCaseStudy[] = [
  // ---------------------------------------------------------------- Water & Oceans
  {
    title: "The Valencia Water Tribunal: a weekly court of irrigators",
    summary:
      "Elected farmers from eight canal communities settle water disputes in public, orally and without appeal, every Thursday outside Valencia Cathedral.",
    domain: "Water & Oceans",
    location: {
      name: "Apostles' Door, Valencia Cathedral",
      country: "Spain",
      lat: 39.4755,
      lng: -0.3753,
    },
    author: "admin",
    status: "published",
    daysAgo: 521,
    images: [
      img("fields", "The huerta's fields are watered in turns from eight main canals."),
      img(
        "water",
        "On the Turia, weirs divert water into the canals; gates like this one set each canal's share.",
      ),
    ],
    likedBy: ["contributor", "researcher"],
    savedBy: ["researcher"],
    body: {
      dates: "Medieval origins; sessions observed 2022–2023",
      problem:
        "The huerta, the irrigated plain around Valencia, depends on the Turia river, whose flow varies sharply between wet and dry years. Water has to be shared among thousands of small plots served by eight main canals, and every user is tempted to take a little more, open a gate early or skip the ditch cleaning that protects neighbours downstream. Without a quick and trusted way to settle complaints, small frictions can harden into lasting feuds.",
      intervention:
        "Each canal community elects a syndic from among its working irrigators, and the eight syndics sit together as the Tribunal de les Aigües. The court meets every Thursday at noon at the Apostles' Door of the cathedral. Complaints brought by canal guards are heard orally in Valencian and decided on the spot, usually with a fine or an order to compensate set under the community's own ordinances.",
      governanceModel:
        "Polycentric and nested. Each canal community writes and enforces its own ordinances, elects its officers and employs guards who allocate turns and report infractions; the Tribunal sits above them only for disputes. The syndic of the canal concerned does not vote on a case from his or her own canal. Spanish law recognises the Tribunal as a customary court, which gives its rulings standing without making it part of the state judiciary.",
      actors:
        "Irrigators, both landholders and tenants, in the eight canal communities; the elected syndics; canal guards and clerks who keep records of turns and complaints; the river basin authority that manages the Turia; and the city and regional governments, which now value the Tribunal as living heritage.",
      methods:
        "Observation of public sessions across two irrigation seasons, a reading of the published ordinances of several canal communities, and semi-structured interviews with irrigators, a canal guard and a former syndic. For everything before the twentieth century we relied on the historical literature rather than our own archival work.",
      outcomes:
        "Complaints are resolved within days, at almost no cost to the parties, and open conflict over water is rare for a system of this size and age. The Tribunal's legitimacy rests on judges who are fellow farmers and know the canals, and on a procedure anyone can watch. In 2009 it was inscribed, with Murcia's Council of Wise Men, on UNESCO's Representative List of the Intangible Cultural Heritage of Humanity.",
      metrics:
        "Useful indicators are cases heard per season and their outcomes, the share of complaints settled by guards before they reach the Tribunal, the number of active irrigators per canal and the area still under irrigation. The Thursday session now often has no cases at all, which reflects both good settlement upstream and the shrinking of farmland.",
      equityJustice:
        "The procedure is cheap, fast and held in the local language, which keeps justice within reach of smallholders. But only holders of water rights take part, so farm workers and newer residents of the huerta have no voice, and syndics have historically been almost all men.",
      tradeoffs:
        "Speed and informality come at the cost of written reasoning, which makes it hard to build precedent or review decisions. The Tribunal's narrow remit also means it cannot address the larger pressures on the huerta, such as urban growth and water quality.",
      risks:
        "The main risk is not internal failure but the erosion of the farming community: urban expansion, low farm incomes and an ageing membership reduce the number of people with a stake in the canals. There is also a risk that the court becomes mainly a ceremony for visitors, valued more for its image than its work.",
      replication:
        "The court itself is hard to copy, but its design travels well: locally elected adjudicators with practical knowledge, regular public sessions, modest and graduated sanctions, and recognition by higher-level law. Irrigation associations elsewhere in Spain and in Latin America share many of these features.",
      costsFunding:
        "Running costs are low and are met by the canal communities from irrigators' dues; syndics serve unpaid. Guards and clerks are paid by their own communities. Heritage status has brought some public support for documentation and outreach, but not for allocation and adjudication themselves.",
      sources: lines(
        "Ostrom, E. (1990). Governing the Commons: The Evolution of Institutions for Collective Action. Cambridge University Press, chapter 3.",
        "Glick, T. F. (1970). Irrigation and Society in Medieval Valencia. Harvard University Press.",
        "Maass, A., & Anderson, R. L. (1978). ...and the Desert Shall Rejoice: Conflict, Growth, and Justice in Arid Environments. MIT Press.",
        "UNESCO (2009). Irrigators' tribunals of the Spanish Mediterranean coast: the Council of Wise Men of the plain of Murcia and the Water Tribunal of the plain of Valencia. Representative List of the Intangible Cultural Heritage of Humanity.",
      ),
      contacts:
        "Sessions are open to the public. The Tribunal keeps an office near the cathedral with visiting information.",
      quotes: lines(
        "“You cannot lie to the Tribunal about your turn. Everyone on the canal knows when you watered.” — irrigator interviewed for this study",
        "“The guard settles most things on the path. Thursday is for what we could not settle.” — canal guard interviewed for this study",
      ),
      notes:
        "Arrive a little before noon; a session with no cases lasts a minute or two. The canal communities' ordinances are worth reading alongside the court's procedure, because most of the everyday governance happens there.",
    },
  },
  {
    title: "Harbour gangs and zone councils in the Maine lobster fishery",
    summary:
      "Informal fishing territories defended by harbour gangs, later backed by elected zone councils, have helped sustain one of the most valuable inshore fisheries in North America.",
    domain: "Water & Oceans",
    location: { name: "Port Clyde, Maine", country: "United States", lat: 43.9268, lng: -69.257 },
    author: "contributor",
    status: "published",
    daysAgo: 468,
    images: [
      img("coast", "Lobster boats work from small harbours along the Midcoast."),
      img(
        "village",
        "Harbour communities, not individual boats, hold the customary fishing territories.",
      ),
    ],
    likedBy: ["admin"],
    body: {
      dates:
        "Informal territories since at least the early 20th century; zone councils since 1995; fieldwork 2021–2022",
      problem:
        "Lobster is a valuable, fairly sedentary species fished close to shore. Under open access, every fisher gains by setting more traps, so gear multiplies until it crowds the bottom, fouls other people's lines and eats up the profits. Fishers also worried that heavy fishing of egg-bearing females would undermine future catches.",
      intervention:
        "Two layers of rules grew up together. Informally, fishers from each harbour form a 'gang' that claims a customary territory; newcomers must be accepted before they fish there, and intruders are warned first and may later have gear interfered with. Formally, the state set conservation rules, including minimum and maximum sizes and the v-notching of egg-bearing females so they are protected for life, and in 1995 the legislature created lobster management zones, each with an elected council of licence holders that can propose rules such as trap limits.",
      governanceModel:
        "Co-management. The state licenses fishers and sets the conservation framework; zone councils of elected fishers propose local rules that the state adopts; harbour gangs maintain territories under custom that has no formal standing, and some of their enforcement is illegal. Authority is nested, with local knowledge feeding into state rules.",
      actors:
        "Licensed lobstermen and lobsterwomen and their sternmen; harbour gangs; zone councils; the Maine Department of Marine Resources and its Marine Patrol; the Lobster Advisory Council; dealers and fishermen's co-operatives; and scientists who monitor the stock.",
      methods:
        "Dockside interviews in three harbours, attendance at zone council meetings, public landings data from the state, and the long ethnographic record built up by James Acheson and others since the 1970s.",
      outcomes:
        "Landings rose strongly from the late 1980s and stayed high for decades, and the fishery is often cited as a conservation success. Warming waters also played a large part, so the contribution of governance is debated. Conservation norms such as v-notching are widely supported by fishers themselves, and trap limits slowed the gear race.",
      metrics:
        "Annual landings and value from public state data; licence holders and waiting lists by zone; trap limits in force; juvenile lobster settlement surveys; and gear conflicts reported to the Marine Patrol.",
      equityJustice:
        "Territories favour established families and harbour insiders, and entry for young people and outsiders is hard, especially in zones with waiting lists. A student licence and apprenticeship route gives local young people a way in. Women captains are a growing but small group.",
      tradeoffs:
        "Local exclusion protects the stock and incomes but restricts access. Trap limits cut costs but lock in existing positions. Reliance on a single species leaves whole communities exposed to one market and one stock.",
      risks:
        "The Gulf of Maine is warming faster than most of the world's oceans, and the stock is shifting north and offshore. Rules to protect right whales from entanglement in vertical lines are changing gear, and prices are volatile. Informal enforcement can slide into violence.",
      replication:
        "The lesson is to back and formalise local rule-making rather than replace it. It works best where the species is sedentary, harbour identities are strong and the state is willing to share authority; it transfers less well to mobile stocks.",
      costsFunding:
        "Licence and trap-tag fees cover part of management costs; council members give their time; Marine Patrol is funded by the state.",
      sources: lines(
        "Acheson, J. M. (1988). The Lobster Gangs of Maine. University Press of New England.",
        "Acheson, J. M. (2003). Capturing the Commons: Devising Institutions to Manage the Maine Lobster Industry. University Press of New England.",
        "Maine Department of Marine Resources, commercial landings data (public).",
      ),
      quotes: lines(
        "“Nobody wrote down where our bottom ends. Everybody knows anyway.” — lobsterman interviewed for this study",
        "“The council is slow, but it's us in the room.” — zone council member interviewed for this study",
      ),
      notes:
        "Gear interference is illegal and we did not observe it; we mention it because it is well documented in the literature and because fishers spoke about it openly.",
    },
  },
  {
    title: "Monsoon trawl bans and fisheries councils on the Kerala coast",
    summary:
      "Campaigns by small-scale fishworkers won a seasonal ban on trawling in Kerala; newer fisheries councils aim to give coastal villages a formal say in managing their waters.",
    domain: "Water & Oceans",
    location: {
      name: "Neendakara, Kollam district, Kerala",
      country: "India",
      lat: 8.9374,
      lng: 76.5389,
    },
    author: "contributor",
    status: "published",
    daysAgo: 302,
    images: [
      img("coast", "Canoes and mechanised boats share the same inshore waters."),
      img("market", "Fish auctions at landing centres employ many women vendors."),
    ],
    body: {
      dates: "Campaigns from the 1980s; fieldwork 2022–2023",
      problem:
        "Mechanised trawlers spread along the Kerala coast from the 1960s and competed with canoes and small boats for the same inshore grounds. Trawls damaged the nets of small-scale fishers, disturbed the sea bed and took juvenile fish. Small-scale fishers, far more numerous, saw their catches and incomes fall.",
      intervention:
        "Fishworkers' unions campaigned through the 1980s for a ban on trawling during the monsoon, when many species spawn. After expert committees examined the question, the state introduced a seasonal trawl ban that has been repeated every year since. The Kerala Marine Fishing Regulation Act of 1980 also reserves inshore waters for non-mechanised craft, and recent amendments provide for fisheries management councils with fishers' representatives at several levels.",
      governanceModel:
        "State regulation pushed by organised users, moving slowly towards co-management. In some northern villages, customary sea courts (kadakkodi) have long settled disputes among fishers. The new councils are meant to join these local traditions to state fisheries management.",
      actors:
        "Small-scale fishers and their unions; trawler owners' associations and crews; the state Department of Fisheries and the coastal police; Matsyafed, the fishers' co-operative federation; church and community organisations; and scientists at the Central Marine Fisheries Research Institute.",
      methods:
        "Interviews at two landing centres, a reading of committee reports and published landings estimates, and attendance at one council meeting.",
      outcomes:
        "The ban is now an accepted annual fixture and is widely supported by small-scale fishers; trawler owners' early resistance softened. Evidence on its effect on stocks is mixed, and some scientists argue the period is too short or poorly timed. The councils are uneven: active in some places, on paper in others.",
      metrics:
        "Landings by gear type from published estimates; violations recorded during the ban; relief payments to fishing households during the ban; and attendance and decisions at council meetings.",
      equityJustice:
        "The ban is a rare case of small-scale fishers winning rules against a better-capitalised fleet. Women who sell and process fish are largely absent from the formal bodies. Trawler crews, many of them migrant workers from other states, lose income during the ban and are only partly covered by relief schemes.",
      tradeoffs:
        "The ban protects spawning fish but concentrates fishing effort just before and after it. It imposes a real cost on trawl workers and requires enforcement at sea.",
      risks:
        "Councils may be captured by boat owners. Climate change is altering the stocks that small-scale fishers depend on, and coastal erosion and harbour construction are reshaping fishing villages.",
      replication:
        "Seasonal bans now exist in most Indian coastal states. The Kerala experience suggests they take hold where small-scale fishers are organised and the state is willing to listen.",
      costsFunding:
        "Enforcement is paid for by the state; relief during the ban comes from state and central schemes; the councils have little funding of their own.",
      sources: lines(
        "Kurien, J., & Achari, T. R. T. (1990). Overfishing along Kerala coast: causes and consequences. Economic and Political Weekly, 25(35–36).",
        "Central Marine Fisheries Research Institute, annual estimates of marine fish landings in India.",
        "Government of Kerala, Kerala Marine Fishing Regulation Act, 1980, and later amendments.",
      ),
      quotes: lines(
        "“The ban is the only time the sea gets a rest. We fought for it, so we defend it.” — fisher interviewed at a Kollam landing centre",
        "“Most of my crew go home for the ban with nothing.” — trawler owner interviewed for this study",
      ),
      notes:
        "Terms and the exact length of the ban have changed over the years; check the current state notification rather than relying on any single year's dates.",
    },
  },
  {
    title: "Zanjeras: irrigation societies that rebuild their dams every year",
    summary:
      "In Ilocos Norte, farmer societies called zanjeras build and rebuild brushwood dams across seasonal rivers, sharing land and water in proportion to the work each member puts in.",
    domain: "Water & Oceans",
    location: {
      name: "Bacarra–Vintar river, Ilocos Norte",
      country: "Philippines",
      lat: 18.2525,
      lng: 120.6106,
    },
    author: "contributor",
    status: "published",
    daysAgo: 214,
    images: [
      img(
        "water",
        "Illustration of a canal intake; zanjera dams are rebuilt from bamboo, logs and stone.",
      ),
      img("fields", "Shares in a zanjera carry both rights to water and duties to work."),
    ],
    savedBy: ["admin"],
    body: {
      dates:
        "Origins in the Spanish colonial period; federation studied since the 1970s; visited 2023",
      problem:
        "Rivers in Ilocos swell in the typhoon season and shrink in the dry months. The temporary dams that divert water into the canals are often washed away, sometimes several times a year, and rebuilding them takes far more labour than any one farmer can supply. Water then has to be shared between upstream and downstream fields.",
      intervention:
        "Farmers organised into zanjeras, co-operative societies in which members hold shares that carry both rights to land and water and duties to supply labour and materials. When a dam fails, members are called out to rebuild it. Where several zanjeras draw on the same river, they work together through a federation to build and maintain the shared dam.",
      governanceModel:
        "Each zanjera has elected officers and a written or customary constitution that sets out shares, duties and fines. Labour and benefits are kept in proportion, so those who contribute more hold more. The federation coordinates the larger works, and national irrigation policy recognises such communal systems.",
      actors:
        "Member farmers and their households, zanjera officers, the federation of zanjeras on the river, the National Irrigation Administration, and municipal governments.",
      methods:
        "A review of the literature, especially Siy's detailed study, interviews with members of three zanjeras, and a visit during dry-season repairs.",
      outcomes:
        "The systems have lasted for generations despite repeated destruction of their dams, and they mobilise labour at levels that state-run schemes rarely match. Ostrom used them as an example of rules that match costs to benefits. Where agencies have built concrete structures, labour needs fell, and with them some of the reasons for working together.",
      metrics:
        "Work days contributed per share each year, attendance at work calls, irrigated area each season, and the number of dam rebuilds per year.",
      equityJustice:
        "Benefits in proportion to contributions are fair by members' own standards, but shares can concentrate over time. Tail-end fields receive less reliable water. Women's contributions, such as feeding work crews, are essential but rarely reflected in decision-making.",
      tradeoffs:
        "Permanent concrete works reduce labour but create dependence on agency budgets and may weaken collective organisation.",
      risks:
        "Ageing membership and overseas migration reduce the labour pool; stronger typhoons raise the cost of rebuilding; farmland is being converted to other uses.",
      replication:
        "Proportional sharing of labour and benefits and a federation for shared works are transferable to other communal irrigation systems.",
      costsFunding:
        "Mostly members' labour and local materials, with occasional government grants for structures.",
      sources: lines(
        "Siy, R. Y., Jr. (1982). Community Resource Management: Lessons from the Zanjera. University of the Philippines Press.",
        "Ostrom, E. (1990). Governing the Commons. Cambridge University Press.",
        "National Irrigation Administration (Philippines), materials on communal irrigation systems.",
      ),
      quotes:
        "“When the dam goes, the call goes out and everybody comes. If you don't come, you pay, and everyone knows.” — zanjera member interviewed for this study",
      notes:
        "Terms for shares and officers vary between zanjeras; we have used general English terms rather than local ones.",
    },
  },
  // ---------------------------------------------------------------- Land & Environment
  {
    title: "Törbel's alpine pastures: five centuries of common grazing rules",
    summary:
      "A Swiss mountain village has governed its high summer pastures as common property for centuries, limiting each household's cows to the number it can feed through the winter.",
    domain: "Land & Environment",
    location: { name: "Törbel, Valais", country: "Switzerland", lat: 46.2386, lng: 7.8522 },
    author: "admin",
    status: "published",
    daysAgo: 537,
    images: [
      img(
        "mountain",
        "Summer pastures above the village are held in common; hay meadows below are private.",
      ),
      img("village", "Rights to the alp belong to the village's citizens."),
    ],
    likedBy: ["contributor", "researcher"],
    body: {
      dates: "Written association articles from 1483; ethnography in the 1970s; revisited 2022",
      problem:
        "The village's fields and hay meadows are privately held, but its high summer pastures, forests and waste lands are more productive when used jointly. If every household sent up as many animals as it liked, the pastures would be overgrazed and everyone would lose.",
      intervention:
        "Residents formed an association in 1483 to regulate the alp, the forests and the waste lands. A 1517 rule, still in the spirit of today's practice, said that no citizen could send more cows to the alp than he could feed over the winter. Access was limited to citizens; officials oversaw grazing, shared out manure and called work days to maintain paths and huts; fines punished breaches.",
      governanceModel:
        "Common property held by a local association of rights holders, who make the rules at an annual assembly and elect officials to enforce them. Private and common tenure sit side by side, each matched to the land it suits. Swiss cantonal and federal law recognises such corporate communal property.",
      actors:
        "Citizen households with rights to the alp, elected alp officials, herders hired for the summer, the municipality and the cantonal authorities.",
      methods:
        "A reading of Netting's long-term ethnography and the village records as summarised by Netting and Ostrom, a visit in 2022 and conversations with current rights holders.",
      outcomes:
        "The pastures stayed productive over centuries; Netting found no sign of long-term overgrazing. The mix of private meadows and common pastures supported households through cheese, livestock and hay.",
      metrics:
        "Cows summered against hay produced in the valley; pasture condition; active farming households; work days contributed.",
      equityJustice:
        "Rights are restricted to citizens, which excludes newcomers, and tying grazing to winter hay favours households with more land. For most of the system's history women had no formal vote.",
      tradeoffs:
        "Strict closure sustains the resource but limits mobility and makes the rules slow to change.",
      risks:
        "Today the threat is the opposite of overgrazing: fewer people keep cattle, pastures are underused and scrub advances. Tourism and climate change add new pressures.",
      replication:
        "Törbel illustrates several of Ostrom's design principles: clear boundaries, rules that fit local conditions and collective choice by those affected. Similar institutions existed in many Alpine villages and in Japanese mountain villages with common lands.",
      costsFunding:
        "Members contribute labour days; herders are paid by animal owners per head; cheese sales cover part of the costs.",
      sources: lines(
        "Netting, R. McC. (1981). Balancing on an Alp: Ecological Change and Continuity in a Swiss Mountain Community. Cambridge University Press.",
        "Netting, R. McC. (1976). What Alpine peasants have in common: observations on communal tenure in a Swiss village. Human Ecology, 4(2).",
        "Ostrom, E. (1990). Governing the Commons. Cambridge University Press, chapter 3.",
      ),
      quotes:
        "“The problem today is not too many cows. It is too few people who still want to keep them.” — rights holder interviewed for this study",
      notes:
        "Törbel is one of the best-documented long-lived commons and a useful teaching case; pair it with a present-day visit to see how the rules have adapted to a much smaller farming population.",
    },
  },
  {
    title: "Ixtlán de Juárez: a Zapotec community that runs its own forest enterprise",
    summary:
      "After decades of state logging concessions, a Zapotec community in the Sierra Norte of Oaxaca won control of its forest and built a certified, community-owned timber business.",
    domain: "Land & Environment",
    location: {
      name: "Ixtlán de Juárez, Oaxaca",
      country: "Mexico",
      lat: 17.3306,
      lng: -96.4872,
    },
    author: "contributor",
    status: "published",
    daysAgo: 421,
    images: [
      img("forest", "Pine and oak forests are harvested under a community management plan."),
      img("village", "Decisions about the forest are taken by the community assembly."),
    ],
    body: {
      dates: "Concessions until the early 1980s; community management since; visited 2023",
      problem:
        "For decades the federal government granted logging concessions in the Sierra Norte to a state-backed paper company. Communities that held the land received little benefit, and the best trees were taken. They lacked the legal standing and the capital to log their own forests.",
      intervention:
        "In the early 1980s, communities of the Sierra Juárez organised against the renewal of the concessions and won. Ixtlán set up a community enterprise with its own sawmill, later adding furniture making and ecotourism, all under the authority of the community assembly. Harvesting follows a management plan approved under federal law, and the forest gained international certification in the early 2000s.",
      governanceModel:
        "Mexican agrarian law recognises comunidades that hold collective title. The general assembly of registered members is the highest authority; it elects a commissariat and an oversight council, and appoints and holds to account the enterprise managers. A system of unpaid community service posts runs alongside.",
      actors:
        "Registered community members and their families; non-member residents; enterprise workers; technical foresters; the national forestry commission and other agencies; certifiers; and buyers of timber and furniture.",
      methods:
        "Interviews with members, staff and a technical forester, a forest walk, assembly documents shared by the community, and the published literature.",
      outcomes:
        "Forest cover has been maintained while the enterprise provides local jobs and funds community services. Ixtlán is often cited as a leading example of Mexican community forestry. Competition from cheaper imported timber and keeping young people in the community are continuing challenges.",
      metrics:
        "Allowable cut against actual harvest; forest cover from satellite imagery; jobs; spending on community services; certification audit findings.",
      equityJustice:
        "Only registered members vote, and they are mostly male heads of household; women and non-member residents have a limited voice. Enterprise jobs go first to local people.",
      tradeoffs:
        "Commercial harvesting must be balanced against watershed protection and conservation, and profits against reinvestment.",
      risks:
        "Market competition, illegal logging, fire and pests, generational turnover and the administrative burden of permits.",
      replication:
        "Mexico is unusual in that communities hold title to much of the country's forest. Elsewhere, tenure reform usually has to come first.",
      costsFunding:
        "Early investment came from government programmes and loans; the enterprise now largely finances itself, with some income from payments for ecosystem services.",
      sources: lines(
        "Bray, D. B., Merino-Pérez, L., & Barry, D. (Eds.) (2005). The Community Forests of Mexico: Managing for Sustainable Landscapes. University of Texas Press.",
        "Forest Stewardship Council, public certification summaries.",
      ),
      quotes:
        "“The forest is not the enterprise's. The enterprise belongs to the assembly, and the forest to everybody.” — community member interviewed for this study",
      notes:
        "Visitors should request permission from the community authorities before fieldwork; the assembly decides what may be published.",
    },
  },
  {
    title: "Dudley Street: residents who took control of vacant land",
    summary:
      "In Boston's Roxbury, a neighbourhood initiative won the power of eminent domain over vacant lots and placed them in a community land trust to keep homes permanently affordable.",
    domain: "Land & Environment",
    location: {
      name: "Dudley Street neighbourhood, Roxbury, Boston",
      country: "United States",
      lat: 42.3207,
      lng: -71.0744,
    },
    author: "contributor",
    status: "published",
    daysAgo: 163,
    images: [
      img(
        "village",
        "Homes on community land trust plots are owned by residents; the land stays in trust.",
      ),
      img("market", "Vacant lots became homes, gardens and gathering places."),
    ],
    likedBy: ["admin"],
    body: {
      dates: "1984–present; fieldwork 2023",
      problem:
        "By the 1980s the neighbourhood was scarred by arson, disinvestment and illegal dumping, and large numbers of lots stood vacant. Residents feared continued neglect on one hand and speculative redevelopment that would push them out on the other.",
      intervention:
        "The Dudley Street Neighborhood Initiative formed in 1984 with a board on which residents held the majority, and wrote its own plan for the area. In 1988 the city's redevelopment authority granted its land trust subsidiary the power of eminent domain over vacant land in the core of the neighbourhood. The trust leases land on long terms to homeowners, co-operatives and community uses, with limits on resale prices.",
      governanceModel:
        "A community land trust: the trust owns the land and residents own the buildings on long ground leases. A resale formula keeps homes affordable for the next buyer. The board gives residents the majority, with seats reserved so that the neighbourhood's main cultural communities are represented.",
      actors:
        "Residents; the neighbourhood initiative and its land trust; the City of Boston; early foundation funders; developers; and mortgage lenders.",
      methods:
        "Interviews with residents, staff and a city official, documents from the initiative, and the published history of the campaign.",
      outcomes:
        "Vacant lots became homes, gardens, a greenhouse, parks and community spaces, and the trust now holds a few hundred permanently affordable homes. Dudley Street is one of the most cited examples of a community land trust in the United States.",
      metrics:
        "Affordable homes in the trust; resale prices against market prices; foreclosure rates; remaining vacant land; incomes of households served.",
      equityJustice:
        "The trust prevents displacement and keeps decisions with residents. The resale formula deliberately limits how much equity homeowners can take when they sell, a trade-off between individual gain and affordability for future residents.",
      tradeoffs:
        "Permanent affordability for the neighbourhood against wealth building for individual owners.",
      risks:
        "Rising land values in Boston, dependence on subsidy for new building, lease compliance and the long-term capacity of volunteers.",
      replication:
        "Community land trusts have spread across the United States, the United Kingdom, Belgium and elsewhere. They need a way to acquire land, public support and organised residents.",
      costsFunding:
        "Foundations, city subsidies and lenders financed acquisition and building; ground lease fees cover part of running costs.",
      sources: lines(
        "Medoff, P., & Sklar, H. (1994). Streets of Hope: The Fall and Rise of an Urban Neighborhood. South End Press.",
        "Davis, J. E. (Ed.) (2010). The Community Land Trust Reader. Lincoln Institute of Land Policy.",
      ),
      quotes:
        "“We didn't want to be planned for. We wanted to do the planning.” — long-time resident interviewed for this study",
      notes:
        "The initiative has changed its name and structure over time; check current materials for names and contacts.",
    },
  },
  {
    title: "Warddeken: Aboriginal rangers and early dry-season fire in West Arnhem Land",
    summary:
      "Bininj landowners manage a large Indigenous Protected Area by bringing back cool, early-season burning, paid for in part by selling the resulting cuts in greenhouse gas emissions.",
    domain: "Land & Environment",
    location: {
      name: "Warddeken Indigenous Protected Area, West Arnhem Land",
      country: "Australia",
      lat: -12.6,
      lng: 133.6,
    },
    author: "contributor",
    status: "published",
    daysAgo: 96,
    images: [
      img("forest", "Rangers walk country in the early dry season, lighting small cool fires."),
      img(
        "mountain",
        "Illustration of high country; the Arnhem Land plateau is sandstone and savanna rather than snow.",
        "Illustration: a high range above a pasture with a fence, houses and grazing animals",
      ),
    ],
    savedBy: ["admin"],
    body: {
      dates: "Fire project from 2006; Indigenous Protected Area declared 2009; observed 2022",
      problem:
        "When people moved off the plateau into settlements during the twentieth century, the fine-grained burning they had practised for millennia stopped. Large, hot wildfires late in the dry season then swept the plateau, damaging rock art sites, fire-sensitive plants and wildlife habitat. Landowners wanted to return to country but lacked income and infrastructure.",
      intervention:
        "Landowners set up ranger teams and an Aboriginal-owned company and declared an Indigenous Protected Area. Rangers burn early in the dry season, on foot and from helicopters, guided by senior people's knowledge and by satellite fire maps. The West Arnhem Land Fire Abatement project sells the resulting emissions reductions, first under an agreement with a gas company and later as carbon credits.",
      governanceModel:
        "Clan estates are the basic unit, and traditional owners decide about their own country. A company board of landowners oversees the rangers and the business side. A plan of management guides the protected area, and the land council and governments are partners.",
      actors:
        "Traditional owners and clans; senior knowledge holders; men's and women's ranger teams; the Northern Land Council; federal ranger and protected area programmes; carbon buyers; scientists; and philanthropic partners.",
      methods:
        "Published evaluations and the project's own reports, public fire-scar mapping, and conversations with rangers during a short visit.",
      outcomes:
        "Burning has shifted from the late to the early dry season and the area hit by late, hot fires has fallen. Rangers are employed on country, families have returned to outstations and a school operates at a ranger base.",
      metrics:
        "Share of area burnt early versus late, from satellite fire-scar maps; carbon credits issued; ranger jobs; rock art sites surveyed and protected.",
      equityJustice:
        "The project supports self-determination and local jobs, but relies on government programmes and carbon markets. Dedicated programmes have increased women's participation.",
      tradeoffs:
        "Carbon accounting rewards reduced emissions, which does not capture every cultural and ecological goal. Helicopter burning covers more ground, walking keeps people connected to country.",
      risks:
        "Short funding cycles, changes in carbon policy and prices, climate change, and feral animals and weeds.",
      replication:
        "Savanna burning projects have spread across northern Australia. They need fire-prone savanna, recognised land rights and an accepted carbon method.",
      costsFunding:
        "Federal ranger and protected area programmes, carbon revenue and philanthropy.",
      sources: lines(
        "Russell-Smith, J., Whitehead, P., & Cooke, P. (Eds.) (2009). Culture, Ecology and Economy of Fire Management in North Australian Savannas: Rekindling the Wurrk Tradition. CSIRO Publishing.",
        "Warddeken Land Management, annual reports.",
        "North Australia and Rangelands Fire Information (NAFI), fire-scar mapping.",
      ),
      quotes:
        "“Early fire is cool fire. We walk and burn so the late fire has nothing to eat.” — ranger interviewed for this study",
      notes:
        "The map point is an approximate centre of the protected area, not a settlement. Visits need permission from traditional owners.",
    },
  },
  // ---------------------------------------------------------------- Energy & Infrastructure
  {
    title: "Middelgrunden: an offshore wind farm half owned by its neighbours",
    summary:
      "Twenty turbines off Copenhagen were built around 2000 as a partnership between the city's utility and a co-operative of thousands of local shareholders.",
    domain: "Energy & Infrastructure",
    location: {
      name: "Middelgrunden shoal, off Copenhagen",
      country: "Denmark",
      lat: 55.6886,
      lng: 12.67,
    },
    author: "admin",
    status: "published",
    daysAgo: 383,
    images: [
      img(
        "energy",
        "Illustration of wind power; at Middelgrunden the turbines stand in an arc at sea.",
      ),
      img("coast", "The turbines are visible from the harbour and the city's waterfront."),
    ],
    savedBy: ["contributor"],
    body: {
      dates: "Planned 1996–2000; in operation since 2000–2001; reviewed 2023",
      problem:
        "A wind farm within sight of a capital city faced objections about its appearance, and offshore wind was still new. Danish energy policy had long relied on local ownership to build public support, and residents wanted a share in the benefits as well as the view.",
      intervention:
        "A local environmental group and the city's utility developed the project together. A co-operative sold shares to residents, each share linked to part of a turbine's yearly output. Twenty turbines were built in a gentle arc, a layout chosen after public consultation; half belong to the co-operative and half to the utility.",
      governanceModel:
        "A co-operative whose members elect a board at an annual general meeting, working under a partnership agreement with the utility for shared construction and operation. National support for renewable electricity and grid access underpinned the finances.",
      actors:
        "Co-operative members, mostly from the Copenhagen area; the local environment and energy office that started the project; the municipal utility; the national energy agency; the turbine manufacturer; and the government that set support tariffs.",
      methods:
        "Documents and annual reports of the co-operative, planning papers by the project's developers, and interviews with members.",
      outcomes:
        "The farm has produced power for two decades roughly as planned and became a symbol of shared ownership. The partnership model informed later Danish policy, which for a time required developers to offer part of new projects to local residents.",
      metrics:
        "Annual production against forecast, availability, return per share, membership numbers, and the share of ownership held locally.",
      equityJustice:
        "Shares were priced for ordinary households, but buying still requires savings, and members tend to be older and better off than the city as a whole.",
      tradeoffs:
        "Citizen capital is limited and slow to raise compared with utility finance; public consultation lengthened planning but improved acceptance.",
      risks:
        "Decisions at the end of the turbines' life, including repowering, will need new capital; changes in policy can alter returns.",
      replication:
        "Widely studied; it depends on a legal form for co-operatives, fair grid access and a utility willing to share.",
      costsFunding:
        "Construction costs were split between the utility and the co-operative, whose members bought shares; income comes from electricity sales.",
      sources: lines(
        "Middelgrundens Vindmøllelaug (the co-operative), project history and annual reports.",
        "Conference papers by the project's developers on planning and early operating experience at Middelgrunden (early 2000s).",
        "Danish Energy Agency, publications on local ownership of wind power.",
      ),
      quotes:
        "“I own a little piece of what I see from the harbour. That changes how you look at it.” — co-operative member interviewed for this study",
      notes:
        "Useful paired with studies of later Danish projects, where local ownership rules were tried and then revised.",
    },
  },
  {
    title: "The power rebels of Schönau: a town that bought its own grid",
    summary:
      "After Chernobyl, residents of a small Black Forest town campaigned, won two local referendums and raised the money to take over their electricity network.",
    domain: "Energy & Infrastructure",
    location: {
      name: "Schönau im Schwarzwald, Baden-Württemberg",
      country: "Germany",
      lat: 47.7869,
      lng: 7.8936,
    },
    author: "contributor",
    status: "published",
    daysAgo: 251,
    images: [
      img("village", "A small town of a few thousand people took on a regional utility."),
      img("energy", "Today the co-operative buys from, and helps build, renewable generation."),
    ],
    body: {
      dates: "Campaign from 1986; grid taken over in 1997; reviewed 2023",
      problem:
        "The town's electricity network was run under a concession by a regional utility that relied on nuclear and coal and offered little support for saving energy or generating it locally. After the Chernobyl disaster, a group of parents wanted cleaner power but had no way to influence how it was supplied.",
      intervention:
        "A citizens' initiative began with energy-saving campaigns and then proposed to take over the grid concession. The question went to the voters twice, in 1991 and 1996, and the initiative won both times. Money to buy the network came from residents, supporters across Germany and ethical lenders, and the new company took over the grid in 1997. After the German market opened, it began supplying renewable power nationally.",
      governanceModel:
        "The company is owned by a co-operative in which each member has one vote. Members elect a supervisory board; professional managers run the grid and supply businesses.",
      actors:
        "Members of the citizens' initiative; the town council; voters in the referendums; the previous utility; donors, banks and foundations; and, later, customers across the country.",
      methods:
        "Company reports, press coverage from the referendum years, and interviews with early members and staff.",
      outcomes:
        "The co-operative became a national supplier of green electricity and a grid operator in several communities. It helped inspire later moves by German towns to take back their grids, and showed that citizens could run critical infrastructure.",
      metrics:
        "Members and customers; share of renewable and combined heat and power supply; grid reliability; local generation connected.",
      equityJustice:
        "The process was democratic, but the referendums divided the town, and the price of the grid was fiercely disputed.",
      tradeoffs:
        "Owning a grid brings heavy legal and technical duties; years of volunteer effort exhausted some of the founders.",
      risks:
        "Changes in regulation, the periodic renewal of concessions and competition in supply.",
      replication:
        "German grid concessions run for fixed terms, commonly twenty years, which opens regular windows for towns or co-operatives to bid.",
      costsFunding:
        "Purchase financed by member capital, loans and a nationwide donation campaign.",
      sources: lines(
        "Elektrizitätswerke Schönau, company history and annual reports.",
        "German national press coverage of the Schönau referendums, 1991 and 1996.",
        "Goldman Environmental Prize (2011), profile of the Schönau campaign.",
      ),
      quotes:
        "“We were not engineers. We were parents who learned how a grid works because nobody else was going to.” — founding member of the citizens' initiative",
      notes: "The story is well known in Germany as that of the 'Stromrebellen', the power rebels.",
    },
  },
  {
    title: "Eigg Electric: an island grid owned by the islanders",
    summary:
      "A decade after buying their island, the residents of Eigg built a small grid that runs mostly on water, wind and sun, sharing a limited supply through household power caps.",
    domain: "Energy & Infrastructure",
    location: {
      name: "Isle of Eigg, Inner Hebrides",
      country: "United Kingdom",
      lat: 56.9,
      lng: -6.15,
    },
    author: "contributor",
    status: "published",
    daysAgo: 61,
    images: [
      img("coast", "Eigg has no connection to the mainland grid."),
      img(
        "energy",
        "The grid combines hydro, wind, solar panels and batteries, with diesel as backup.",
      ),
      img(
        "mountain",
        "Illustration of island uplands; streams from the hills feed the hydro schemes.",
        "Illustration: a range of peaks above a pasture with a fence, houses and grazing animals",
      ),
    ],
    likedBy: ["admin"],
    body: {
      dates: "Community buyout 1997; grid switched on 2008; visited 2022",
      problem:
        "The island has no mains connection. Households ran their own diesel generators, which were noisy, expensive and unreliable, and power was often available only for part of the day. After the community bought the island, affordable electricity was essential to keep people living there.",
      intervention:
        "The island's heritage trust set up a community-owned electricity company and built an island-wide grid supplied by hydro schemes, small wind turbines and solar panels, with batteries and a backup diesel generator. To share a limited supply, each household is capped at 5 kW and each business at 10 kW, and a simple signal tells residents when supply is low.",
      governanceModel:
        "The grid company is a subsidiary of the trust, whose directors include residents elected by the community. A small team of trained islanders maintains the system, and tariffs and rules are set locally.",
      actors:
        "Residents and businesses; the heritage trust and its partners; the maintenance team; funders; and suppliers of equipment.",
      methods:
        "Public reports by the trust and funders, a short visit and interviews with residents and a member of the maintenance team.",
      outcomes:
        "Renewables supply most of the island's electricity, power is available around the clock, and diesel use has fallen sharply. The project is cited internationally as a model for small islands.",
      metrics:
        "Renewable share of supply; diesel used; outage hours; tariff; consumption per household.",
      equityJustice:
        "The cap guarantees every household a share and tariffs are the same for all, but heating and cooking still depend on other fuels.",
      tradeoffs:
        "Caps make fair sharing possible but limit the switch of heating and transport to electricity; batteries are expensive to replace.",
      risks:
        "Ageing equipment, storm damage, a small pool of skilled people and the cost of replacing components.",
      replication:
        "Relevant to islands and off-grid communities everywhere, especially where local ownership of land or assets already exists.",
      costsFunding:
        "Capital came largely from grants and community fundraising; users' tariffs cover running costs and maintenance.",
      sources: lines(
        "Isle of Eigg Heritage Trust and Eigg Electric, public information.",
        "Scottish Government and Community Energy Scotland, case studies of community energy.",
        "Dressler, C. (2007). Eigg: The Story of an Island. Birlinn.",
      ),
      quotes:
        "“When the light goes amber, you don't put the washing machine on. Everyone knows the code.” — resident interviewed for this study",
      notes:
        "The buyout and the grid are two chapters of the same story; the second would not have happened without the first.",
    },
  },
  {
    title: "Community micro-hydro in the Annapurna foothills",
    summary:
      "Villages around Ghandruk generate their own electricity from mountain streams, with user committees setting tariffs, hiring operators and sharing a limited supply.",
    domain: "Energy & Infrastructure",
    location: { name: "Ghandruk, Kaski district", country: "Nepal", lat: 28.376, lng: 83.807 },
    author: "contributor",
    status: "published",
    daysAgo: 128,
    images: [
      img("mountain", "Hill villages lie far from the national grid."),
      img(
        "terraces",
        "Terraced fields below the village; the plants use run-of-river water from streams above.",
      ),
      img("village", "Lodges for trekkers were among the first users of village electricity."),
    ],
    body: {
      dates: "First schemes in the 1990s; visited 2023",
      problem:
        "Hill villages far from the national grid relied on kerosene and fuelwood for light and cooking. Lodges serving trekkers needed electricity, and demand for fuelwood put pressure on forests in a conservation area.",
      intervention:
        "With support from the conservation area programme and national subsidies for rural energy, villagers formed user committees to build and run small run-of-river plants. Households contributed labour and cash, and local people were trained as operators.",
      governanceModel:
        "Electricity user committees are elected by connected households. Tariffs are set by the users, by connected load or by meter, and rules limit heavy appliances at peak times. The committee employs the operator and keeps a repair fund.",
      actors:
        "Households and lodge owners; user committees; operators; the conservation area programme; the national agency for alternative energy; equipment makers; and NGOs.",
      methods:
        "Interviews with committee members, operators and households, and programme documents.",
      outcomes:
        "Homes and lodges have reliable light, kerosene use has fallen and some plants power mills and workshops. Committees built local management skills, though some plants struggled after floods or when the national grid arrived.",
      metrics:
        "Hours of supply; connected households; tariff collection rate; downtime; repair fund balance.",
      equityJustice:
        "Flat connection fees can burden poorer households, and lodges use much more power than homes. Committees have often been dominated by men and by higher-status groups, though some programmes require women's representation.",
      tradeoffs:
        "Small plants cannot keep up with growing demand, and grid extension can leave community assets stranded.",
      risks:
        "Floods, landslides and sediment; low flows in the dry season; trained operators leaving to work abroad.",
      replication:
        "Nepal's micro-hydro programme has supported a large number of community schemes on a similar model.",
      costsFunding:
        "Government subsidy, community cash and labour and sometimes loans for construction; tariffs for operation and maintenance.",
      sources: lines(
        "Alternative Energy Promotion Centre (Nepal), programme documents on community micro-hydro.",
        "National Trust for Nature Conservation, reports of the Annapurna Conservation Area Project.",
        "Practical Action, publications on micro-hydro in Nepal.",
      ),
      quotes:
        "“If someone pays late, the committee decides. We are neighbours, so we ask first and fine second.” — committee treasurer interviewed for this study",
      notes:
        "Plants differ in size, age and rules; treat this as a composite of schemes around one village rather than a single plant.",
    },
  },
  // ---------------------------------------------------------------- Knowledge & Education
  {
    title: "Community seed banks in the Ethiopian highlands",
    summary:
      "Farmer-run seed banks keep local varieties of barley, wheat and other crops in circulation, lending seed at planting time to be repaid, with a little extra, after harvest.",
    domain: "Knowledge & Education",
    location: {
      name: "Ejere district, West Shewa, Oromia",
      country: "Ethiopia",
      lat: 9.04,
      lng: 38.38,
    },
    author: "contributor",
    status: "published",
    daysAgo: 334,
    images: [
      img("fields", "Members grow local varieties side by side to compare them."),
      img("market", "Seed fairs bring farmers together to exchange seed and knowledge."),
    ],
    body: {
      dates: "Community seed banks in Ethiopia since the late 1980s; this bank studied 2021–2023",
      problem:
        "Droughts in the 1980s forced many households to eat their seed, and local varieties were lost. Improved varieties then replaced many of the rest, and with them went the knowledge of which variety suits which soil, season and dish.",
      intervention:
        "With help from the national genebank and NGOs, farmers set up community seed banks: a store, a committee and a register of the varieties held. Members borrow seed at planting and repay it in kind after harvest with a small premium. Variety trials and seed fairs spread knowledge among farmers.",
      governanceModel:
        "A farmers' association with written bylaws and an elected committee that manages loans, storage and records. The national genebank keeps backup samples and can help restore lost varieties.",
      actors:
        "Member farmers; the seed bank committee; the national biodiversity institute; NGOs; researchers; and local agricultural offices.",
      methods:
        "Interviews with members and committee, a review of the bank's records, and observation of a seed fair.",
      outcomes:
        "The bank keeps dozens of local varieties in use and provides seed after bad seasons. Farmers are recognised as custodians of crop diversity, and knowledge about varieties is shared again.",
      metrics:
        "Varieties held; loans made and repaid; members; varieties reintroduced; germination tests.",
      equityJustice:
        "Poorer farmers benefit most from seed loans. Women's knowledge of seed is central, but committees were long led by men; newer banks set places for women.",
      tradeoffs:
        "Local varieties may yield less than improved ones in good years; storage and pest control need constant care.",
      risks:
        "Dependence on NGO funding, weak legal recognition of farmers' seed exchange, and climate change.",
      replication:
        "Community seed banks now exist in Nepal, India, Latin America and across Africa, often with similar rules.",
      costsFunding:
        "Stores were built with NGO support; running costs are met from member dues and the premium on seed loans.",
      sources: lines(
        "Vernooy, R., Shrestha, P., & Sthapit, B. (Eds.) (2015). Community Seed Banks: Origins, Evolution and Prospects. Routledge.",
        "Ethiopian Biodiversity Institute, publications on farmer-based conservation.",
      ),
      quotes:
        "“The old barley came back because one woman kept a small pot of it at home.” — committee member interviewed for this study",
      notes:
        "The location is given at district level; the exact store is not shown to protect members' privacy.",
    },
  },
  {
    title: "Open textbooks for South African classrooms",
    summary:
      "Teachers, academics and volunteers wrote openly licensed maths and science textbooks, which the national education department then printed for schools across the country.",
    domain: "Knowledge & Education",
    location: {
      name: "Cape Town, Western Cape",
      country: "South Africa",
      lat: -33.9249,
      lng: 18.4241,
    },
    author: "contributor",
    status: "published",
    daysAgo: 232,
    images: [
      img(
        "library",
        "Openly licensed books can be copied, printed and adapted without permission.",
      ),
    ],
    body: {
      dates: "Volunteer authoring from 2002; printed editions from around 2012; reviewed 2023",
      problem:
        "Textbooks were expensive, and many learners had none or shared one. Curricula changed often, and publishers' books could not be adapted by teachers because of restrictive licences.",
      intervention:
        "A volunteer project began writing free high school science texts in 2002, later continued by a social enterprise. Authors and reviewers wrote maths and science books aligned to the national curriculum and released them under an open licence. The national education department printed and distributed them, and the books are also online with practice tools.",
      governanceModel:
        "The content is a commons under a Creative Commons licence. A core organisation coordinates writing and quality review by teachers and academics; the government acts as printer and distributor, not owner.",
      actors:
        "Volunteer authors and reviewers; the organisation's staff; a philanthropic foundation that funded early work; the national education department; teachers; and learners.",
      methods:
        "Project documents, published studies of open educational resources in the Global South, and interviews with two teachers and a former contributor.",
      outcomes:
        "Printed copies reached schools at national scale, and the texts can be reused, adapted and translated. The project became a reference point for open textbooks.",
      metrics:
        "Copies distributed; downloads; adaptations and translations; use of online practice; time taken to fix reported errors.",
      equityJustice:
        "Free books reduce inequality between schools. Online tools need devices and data, which many learners lack, and most texts are in English.",
      tradeoffs:
        "Volunteer authoring is hard to sustain; adding paid services funds the work but changes the project's character.",
      risks:
        "Curriculum changes can outdate the books quickly, and printing depends on public budgets.",
      replication:
        "Open textbook programmes elsewhere use similar models; the key is an open licence and a public buyer.",
      costsFunding:
        "Philanthropic grants, government printing budgets and income from online services.",
      sources: lines(
        "Siyavula, openly licensed mathematics and science textbooks and project history.",
        "Hodgkinson-Williams, C., & Arinto, P. B. (Eds.) (2017). Adoption and Impact of OER in the Global South. African Minds.",
      ),
      quotes:
        "“For the first time every child in my class had the same book, and it was theirs to write in.” — secondary school teacher interviewed for this study",
      notes: "The books remain available online under their open licence.",
    },
  },
  {
    title: "People's Biodiversity Registers in Kerala's village councils",
    summary:
      "Local biodiversity committees record plants, animals, crop varieties and the knowledge around them, creating a public record that can support communities' claims over benefits.",
    domain: "Knowledge & Education",
    location: { name: "Thrissur district, Kerala", country: "India", lat: 10.5276, lng: 76.2144 },
    author: "contributor",
    status: "published",
    daysAgo: 19,
    images: [
      img("forest", "Registers cover wild species as well as crops and livestock."),
      img("village", "Committees work through village councils, with volunteers and students."),
    ],
    likedBy: ["researcher"],
    body: {
      dates: "Registers under the Biological Diversity Act 2002; district work observed 2022–2023",
      problem:
        "Knowledge of medicinal plants and crop varieties risked being lost, or used by companies without consent or payment. Little was written down, and local governments had no role in decisions about biodiversity.",
      intervention:
        "India's Biological Diversity Act of 2002 requires local bodies to form biodiversity management committees, which prepare People's Biodiversity Registers. Kerala's state biodiversity board supported committees in local councils, working with volunteers, students and elders to record species, varieties and knowledge holders.",
      governanceModel:
        "Committees sit within local councils and report to the state board and the national authority. The register is a legal record, and the committee must be consulted when outsiders seek access to local biological resources.",
      actors:
        "Committee members; local councils; knowledge holders such as healers, farmers and fishers; students and volunteers; the state board; the national authority; and researchers.",
      methods:
        "Interviews with committee members and volunteers, a review of two registers, and the national guidelines.",
      outcomes:
        "Kerala was among the first states to prepare registers across its local bodies, raising awareness of local biodiversity. Quality varies widely, and very few benefit-sharing agreements have followed.",
      metrics:
        "Completeness and updating of registers; access requests received; benefit-sharing agreements signed.",
      equityJustice:
        "The registers recognise knowledge holders, but writing knowledge down can also make it easier to appropriate. Consent about what is recorded, and who may see it, is essential.",
      tradeoffs:
        "Openness supports claims and learning; confidentiality protects knowledge holders. Some registers keep sensitive sections closed.",
      risks: "Registers may become one-off paperwork that is never updated.",
      replication:
        "The requirement applies across India and is relevant to countries implementing the Nagoya Protocol on access and benefit-sharing.",
      costsFunding: "State funding and volunteer time.",
      sources: lines(
        "Government of India, Biological Diversity Act, 2002, and Biological Diversity Rules, 2004.",
        "National Biodiversity Authority, guidelines for preparing People's Biodiversity Registers.",
        "Gadgil, M., and colleagues, writings on People's Biodiversity Registers from the 1990s onward.",
      ),
      quotes:
        "“Some things we wrote down. Some things the healer asked us not to write, and we respected that.” — committee volunteer interviewed for this study",
      notes: "The location is the district, not a specific village council.",
    },
  },
  {
    title: "arXiv: governing a shared preprint server for science",
    summary:
      "A preprint server started by physicists in 1991 became shared infrastructure for many fields, run by a university and paid for by member institutions around the world.",
    domain: "Knowledge & Education",
    location: {
      name: "Cornell University, Ithaca, New York",
      country: "United States",
      lat: 42.4475,
      lng: -76.483,
    },
    author: "admin",
    status: "published",
    daysAgo: 438,
    images: [
      img("library", "A library for preprints: free to read and free to post."),
      img(
        "network",
        "Papers reach readers worldwide within a day of announcement.",
        "Illustration: rooftop antennas linked by radio across a town",
      ),
    ],
    likedBy: ["contributor"],
    savedBy: ["researcher"],
    body: {
      dates: "1991–present; governance reviewed 2023",
      problem:
        "Scholarly communication was slow and expensive, and preprints circulated by post among a privileged few. Researchers wanted free, fast and open sharing, but a shared server needs money, moderation and long-term stewardship.",
      intervention:
        "A central server started at Los Alamos in 1991 and moved to Cornell in 2001. Reading and posting are free. New authors need an endorsement, volunteer moderators check that papers are in scope and correctly classified, and since 2010 a membership model has asked libraries and laboratories that use it most to contribute to costs.",
      governanceModel:
        "The university operates the service, advised by a scientific advisory board and a board representing member institutions. Moderation is distributed among volunteer subject experts.",
      actors:
        "Authors and readers; volunteer moderators; staff; the university; member institutions; and philanthropic funders.",
      methods:
        "Public reports and governance documents, published histories, and interviews with a moderator and two librarians at member institutions.",
      outcomes:
        "The server became the default venue for preprints in physics, mathematics and computer science and now holds well over two million papers. It made open sharing of research a norm in those fields.",
      metrics: "Submissions per month; moderation backlog; member institutions; cost per paper.",
      equityJustice:
        "It is free to all readers, but the endorsement requirement can be a barrier for unaffiliated researchers and those outside established networks, and moderation decisions are not always transparent.",
      tradeoffs: "Light moderation keeps it fast and open but is no substitute for peer review.",
      risks:
        "Rapid growth in submissions, including low-quality or machine-generated papers, long-term funding, and dependence on a single host institution.",
      replication:
        "Preprint servers in biology, medicine and the social sciences have followed, with different governance models.",
      costsFunding:
        "The host university, member institutions' contributions, philanthropic support and donations.",
      sources: lines(
        "Ginsparg, P. (2011). ArXiv at 20. Nature, 476, 145–147.",
        "arXiv, public annual reports and governance documents.",
      ),
      quotes:
        "“Moderation is the invisible part. Readers only notice it when it fails.” — volunteer moderator interviewed for this study",
      notes:
        "A knowledge commons without land or water: the shared resource is the archive and the attention of its readers.",
    },
  },
  // ---------------------------------------------------------------- Technology & Digital Access
  {
    title: "Guifi.net: a community network held in common",
    summary:
      "Starting from a few rooftop antennas in rural Catalonia, guifi.net grew into one of the largest community networks in the world, governed as a commons under an open network licence.",
    domain: "Technology & Digital Access",
    location: { name: "Gurb, Osona, Catalonia", country: "Spain", lat: 41.953, lng: 2.236 },
    author: "contributor",
    status: "published",
    daysAgo: 361,
    images: [
      img("network", "Wireless links between rooftops were the network's first building blocks."),
      img("village", "Rural towns that commercial operators passed over were the first to join."),
    ],
    likedBy: ["researcher"],
    savedBy: ["researcher"],
    body: {
      dates: "2004–present; reviewed 2022–2023",
      problem:
        "Rural areas of Catalonia had no broadband because commercial operators did not find them profitable. Homes, farms and small businesses were cut off from services that cities took for granted.",
      intervention:
        "Volunteers built wireless links between rooftops, and anyone could extend the network. An open network licence sets the terms: you may connect if you let others' traffic pass through your part of the network. A foundation created in 2008 looks after the commons, later fibre deployments followed, and professional operators can offer services over the shared network while contributing to its costs.",
      governanceModel:
        "A commons governed by its licence, a foundation, and working groups of volunteers and professionals. A compensation system balances investment and use between participants, and a dispute procedure settles conflicts.",
      actors:
        "Volunteers and households; the foundation; local businesses and professional operators; town councils and other public bodies that co-invest.",
      methods:
        "Published research on the network, the licence and foundation documents, and interviews with volunteers and an operator.",
      outcomes:
        "The network grew to tens of thousands of nodes and many kilometres of fibre. Public bodies and businesses co-invest in shared infrastructure.",
      metrics:
        "Active nodes; kilometres of fibre; operators offering services; disputes handled; costs shared through the compensation system.",
      equityJustice:
        "It brings access to places the market ignored, but joining still takes skills, time and some money.",
      tradeoffs:
        "Openness and volunteer energy against the reliability customers expect; volunteers and paid professionals have to share decisions.",
      risks:
        "Free riding, burnout, changes in spectrum rules and competition from subsidised commercial fibre.",
      replication:
        "Community networks such as Freifunk in Germany and others worldwide share the same idea; the licence is the most portable part.",
      costsFunding:
        "Participants pay for their own equipment; shared costs are balanced through the compensation system; some public co-investment.",
      sources: lines(
        "Baig, R., Roca, R., Freitag, F., & Navarro, L. (2015). guifi.net, a crowdsourced network infrastructure held in common. Computer Networks, 90, 150–165.",
        "Fundació guifi.net, the network's open licence (the commons for open, free and neutral networks).",
      ),
      quotes:
        "“You can take from the network only if you let others pass through you.” — volunteer interviewed for this study",
      notes: "The network's own map shows nodes in real time and is worth exploring.",
    },
  },
  {
    title: "Indigenous community mobile networks in the Sierra of Oaxaca",
    summary:
      "Villages that commercial carriers ignored set up their own mobile phone networks, and an Indigenous-led association later won a concession from the regulator to run them legally.",
    domain: "Technology & Digital Access",
    location: { name: "Talea de Castro, Oaxaca", country: "Mexico", lat: 17.3654, lng: -96.2475 },
    author: "contributor",
    status: "published",
    daysAgo: 188,
    images: [
      img("network", "A small base station on a rooftop can serve a whole village."),
      img(
        "mountain",
        "Illustration of steep mountain country, which makes commercial coverage costly.",
        "Illustration: peaks above a pasture with a fence, houses and grazing animals",
      ),
    ],
    body: {
      dates: "First network 2013; social-use concession 2016; reviewed 2023",
      problem:
        "Mountain villages had no mobile coverage because carriers saw too few customers. Calls from public phones were costly, and many families have members working far away, including in the United States.",
      intervention:
        "With a non-profit partner, a village assembly agreed to install a low-cost base station running open-source software. Local calls were cheap and a modest monthly fee covered costs. Other villages followed, and an Indigenous-led association obtained a concession from the federal regulator to operate the networks.",
      governanceModel:
        "Each network belongs to its community, whose assembly sets fees and rules. The association holds the concession, provides technical support and shares revenue with the communities.",
      actors:
        "Village assemblies and their elected authorities; local technicians; the association; a technical non-profit partner; and the federal telecommunications regulator.",
      methods:
        "Reports by the association and its partners, the regulator's public records, and interviews with community members and a local technician.",
      outcomes:
        "A number of communities gained affordable mobile service under their own control, and the concession created a legal precedent for community-run networks.",
      metrics: "Subscribers; uptime; monthly fee; call volumes; number of communities served.",
      equityJustice:
        "Communities decide prices and rules themselves, but technical skills are concentrated in a few people and the early networks offered little data.",
      tradeoffs:
        "Low-cost technology made the networks possible but limits what they can offer as needs shift to data.",
      risks:
        "Spectrum access, obsolescence of older technology, arrival of commercial carriers and funding.",
      replication:
        "Community cellular networks have been tried elsewhere; the regulatory opening matters as much as the equipment.",
      costsFunding:
        "Community funds, user fees and support from donors for equipment and training.",
      sources: lines(
        "Telecomunicaciones Indígenas Comunitarias and Rhizomatica, public reports.",
        "Instituto Federal de Telecomunicaciones (Mexico), public records of social-use concessions.",
      ),
      quotes:
        "“The assembly decided the price, not a company in the city.” — community member interviewed for this study",
      notes: "Ask the community authorities before visiting or photographing equipment.",
    },
  },
  {
    title: "Map Kibera: residents putting an informal settlement on the map",
    summary:
      "Young residents of Nairobi's Kibera mapped their own neighbourhood on OpenStreetMap, turning a blank space on official maps into an open record of schools, clinics, water points and toilets.",
    domain: "Technology & Digital Access",
    location: { name: "Kibera, Nairobi", country: "Kenya", lat: -1.3133, lng: 36.787 },
    author: "contributor",
    status: "published",
    daysAgo: 141,
    images: [
      img("market", "Mappers recorded shops, markets and services street by street."),
      img(
        "network",
        "Open data can be used and improved by anyone.",
        "Illustration: rooftop antennas linked by radio across a town",
      ),
    ],
    likedBy: ["researcher"],
    savedBy: ["admin"],
    body: {
      dates: "2009–present; reviewed 2023",
      problem:
        "Kibera appeared on official maps as a blank. Planning and public services overlooked it, and what data existed was held separately by different NGOs.",
      intervention:
        "In 2009 a project trained young residents to map their neighbourhood with GPS units and OpenStreetMap. The data is open, and later work mapped health, education, water and sanitation, and safety. Residents also started community news channels, and a local trust continues the work.",
      governanceModel:
        "The data is an open commons under OpenStreetMap's licence; the local trust and its mappers decide what to map and how to share it, in partnership with other organisations.",
      actors:
        "Resident mappers and community journalists; the local trust; OpenStreetMap volunteers; NGOs; and government bodies that use the data.",
      methods: "Published accounts, the map data itself, and interviews with two mappers.",
      outcomes:
        "A detailed open map used by residents, NGOs and government, printed maps on public display, and a model for mapping other settlements in Nairobi.",
      metrics:
        "Features mapped; edits over time; documented uses of the data; mappers who stay active.",
      equityJustice:
        "Residents produce data about themselves rather than being mapped by outsiders, but open data can also be used in ways residents do not want, including evictions.",
      tradeoffs: "Openness against safety; short donor projects against long-term upkeep.",
      risks: "Funding, out-of-date data and the political sensitivity of land and services.",
      replication:
        "Participatory mapping has spread to many informal settlements, helped by humanitarian mapping groups.",
      costsFunding: "Grants and donors; low-cost devices.",
      sources: lines(
        "Hagen, E. (2011). Mapping change: community information empowerment in Kibera. Innovations: Technology, Governance, Globalization, 6(1), 69–94.",
        "OpenStreetMap data and the Open Database License.",
        "Map Kibera Trust, project materials.",
      ),
      quotes:
        "“Before, the map said we were nothing. Now the water points have names.” — mapper interviewed for this study",
      notes: "Check what data is sensitive with local mappers before reusing it.",
    },
  },
  {
    title: "B4RN: rural neighbours who dug their own fibre network",
    summary:
      "In rural Lancashire, a community benefit society financed by local shareholders laid gigabit fibre across fields, with landowners granting access and volunteers doing much of the digging.",
    domain: "Technology & Digital Access",
    location: { name: "Melling, Lancashire", country: "United Kingdom", lat: 54.135, lng: -2.62 },
    author: "contributor",
    status: "published",
    daysAgo: 44,
    images: [
      img("fields", "Fibre runs along field edges, with landowners' agreement."),
      img(
        "network",
        "Every connected home is a member's home.",
        "Illustration: rooftop antennas linked by radio across a town",
      ),
    ],
    likedBy: ["admin"],
    body: {
      dates: "Founded 2011; first connections 2012; reviewed 2023",
      problem:
        "Rural parishes had very slow broadband, and commercial and public programmes put towns first. Farms, home workers and small businesses were falling behind.",
      intervention:
        "Residents formed a community benefit society that raised money through local share offers. Landowners gave access across their land free of charge, volunteers dug trenches and laid ducts, and households pay a monthly fee for a fast symmetrical connection. The network has expanded parish by parish.",
      governanceModel:
        "A community benefit society: each member has one vote regardless of the shares held; an elected board oversees paid staff; shares can be withdrawn under set rules.",
      actors:
        "Members and shareholders; volunteer diggers; landowners; staff; and parish communities that organise to join.",
      methods: "Annual reports, share offer documents and interviews with volunteers and members.",
      outcomes:
        "Many thousands of properties have been connected to high-quality service, and the network has grown into neighbouring counties.",
      metrics: "Properties connected; take-up per parish; volunteer hours; share capital raised.",
      equityJustice:
        "It serves remote farms that others would not, but parishes must organise themselves to be connected, which favours places with strong volunteer networks.",
      tradeoffs: "Reliance on volunteers against the need to scale professionally.",
      risks:
        "Subsidised commercial networks built over the same areas, rising costs and volunteer fatigue.",
      replication:
        "Other community broadband groups in the UK follow similar models; landowner co-operation and experienced leadership are critical.",
      costsFunding: "Member shares, loans, some public vouchers, and volunteer labour.",
      sources: lines(
        "B4RN, annual reports and share offer documents.",
        "Financial Conduct Authority, Mutuals Public Register entry for B4RN.",
        "Ofcom, reports on rural broadband coverage.",
      ),
      quotes:
        "“The farmer gives you the field edge; you give him broadband. That's the whole deal.” — volunteer interviewed for this study",
      notes: "The parish-by-parish approach is as much social as technical.",
    },
  },
  // ---------------------------------------------------------------- Culture & Heritage
  {
    title: "Subak in Bali: water temples and shared rice terraces",
    summary:
      "Balinese rice farmers coordinate irrigation through subak associations and a network of water temples, a system now recognised as a World Heritage cultural landscape.",
    domain: "Culture & Heritage",
    location: {
      name: "Jatiluwih, Tabanan, Bali",
      country: "Indonesia",
      lat: -8.3705,
      lng: 115.1316,
    },
    author: "contributor",
    status: "published",
    daysAgo: 402,
    images: [
      img("terraces", "Terraces are irrigated by canals that serve all members of a subak."),
      img(
        "terraces",
        "Planting is coordinated so neighbouring fields are flooded and fallowed together.",
      ),
      img(
        "water",
        "Illustration of a water gate; in a subak, each member's share is set by the size of the inlet.",
      ),
    ],
    likedBy: ["researcher", "admin"],
    body: {
      dates:
        "Subak recorded for around a thousand years; World Heritage listing 2012; visited 2022",
      problem:
        "Many farmers share the water of the same rivers and springs. If they plant at different times, water runs short and pests move from field to field. In the 1970s, programmes promoting continuous cropping disrupted the temple calendar and were followed by pest outbreaks and water shortages.",
      intervention:
        "All farmers whose fields are served by one canal form a subak. Rituals and the temple calendar coordinate when neighbouring subaks plant and fallow, so that pests lose their habitat and water is shared. Research in the 1980s showed how this coordination balances pests and water, and the system was later recognised as a World Heritage cultural landscape.",
      governanceModel:
        "Each subak has an elected head and its own written rules, and meets regularly. Subaks are linked through a hierarchy of water temples from field shrines to the great lake temples. The guiding philosophy stresses harmony between people, nature and the divine.",
      actors:
        "Farmers, both owners and tenants; subak heads; temple priests; the provincial government; UNESCO; and tourism businesses.",
      methods:
        "The published ethnography and modelling studies, a visit in 2022 and interviews with subak members.",
      outcomes:
        "Subaks have endured, and heritage listing brought recognition and some support. Pressure is growing, however: rice land is being converted to villas and hotels, and young people are leaving farming.",
      metrics:
        "Rice area; active members per subak; water flows; adherence to the planting calendar; share of tourism income returned to farmers.",
      equityJustice:
        "Members vote in their subak, but women's work is often unrecognised in formal roles, and tourism income is shared unevenly with the farmers who keep the landscape.",
      tradeoffs:
        "Preserving the landscape may conflict with farmers' choices to sell or convert land.",
      risks: "Land conversion, water diverted to tourism, and rising land taxes.",
      replication:
        "The broader lesson is that decentralised coordination can achieve outcomes that central planning missed.",
      costsFunding: "Members' dues and offerings, with some government subsidies.",
      sources: lines(
        "Lansing, J. S. (1991). Priests and Programmers: Technologies of Power in the Engineered Landscape of Bali. Princeton University Press.",
        "Lansing, J. S. (2006). Perfect Order: Recognizing Complexity in Bali. Princeton University Press.",
        "UNESCO World Heritage List (2012). Cultural Landscape of Bali Province: the Subak System as a Manifestation of the Tri Hita Karana Philosophy.",
      ),
      quotes:
        "“The temple tells us when to plant, but the temple is us.” — subak member interviewed for this study",
      notes:
        "Subak could sit in the water domain; we place it under culture because the temple network is what holds it together.",
    },
  },
  {
    title: "The sacred Kaya forests of the Mijikenda",
    summary:
      "Forest patches on the Kenyan coast, once the fortified villages of Mijikenda peoples, are protected by councils of elders whose rules and rituals have kept them standing among farms and resorts.",
    domain: "Culture & Heritage",
    location: { name: "Kaya Kinondo, Kwale County", country: "Kenya", lat: -4.3917, lng: 39.5472 },
    author: "admin",
    status: "published",
    daysAgo: 268,
    images: [
      img("forest", "Entry to the kaya is governed by the elders' rules."),
      img("coast", "The kayas lie close to the coast, among farms and beach resorts."),
    ],
    likedBy: ["contributor"],
    body: {
      dates: "Sacred sites for centuries; World Heritage listing 2008; visited 2023",
      problem:
        "Coastal forests are under pressure from farming, tourism development and charcoal making. The elders' authority had weakened, and young people were less interested in the old rules.",
      intervention:
        "Many kayas were gazetted as national monuments, giving the elders' protection legal backing, and a group of them was inscribed on the World Heritage List in 2008. A conservation unit of the national museums worked with the elders, and small ecotourism projects bring income with rules for visitors.",
      governanceModel:
        "Councils of elders set and enforce rules: no cutting, restricted entry and ritual duties. The national museums give legal support, and local committees manage visitors and projects.",
      actors:
        "Elders' councils; Mijikenda communities; the national museums and forest service; tourism operators; and county government.",
      methods:
        "Published studies, the World Heritage nomination, and interviews with a guide and an elder.",
      outcomes:
        "The kayas remain as islands of forest with high biodiversity, though some have shrunk. Legal recognition strengthened the elders' hand.",
      metrics:
        "Forest area from satellite imagery; incidents of illegal cutting; visitors and income; young people's participation.",
      equityJustice:
        "Councils are made up of older men; women have specific roles but little say in rules. Restrictions fall hardest on poorer neighbours.",
      tradeoffs: "Tourism income against sacredness; state protection against customary authority.",
      risks: "Land tenure disputes, development pressure and declining belief.",
      replication: "Relevant to sacred natural sites worldwide.",
      costsFunding: "National museums, conservation NGOs and visitor fees.",
      sources: lines(
        "UNESCO World Heritage List (2008). Sacred Mijikenda Kaya Forests.",
        "National Museums of Kenya, publications of the Coastal Forest Conservation Unit.",
        "Githitho, A. N. (2003). The sacred Mijikenda Kaya forests of coastal Kenya and biodiversity conservation. In The Importance of Sacred Natural Sites for Biodiversity Conservation. UNESCO.",
      ),
      quotes:
        "“We do not need a fence. The kaya has rules, and the rules are older than the road.” — elder interviewed for this study",
      notes: "Visitors enter only with a guide and must follow the elders' rules.",
    },
  },
  {
    title: "Teatro Valle: occupying a theatre as a common good",
    summary:
      "When Rome's oldest working theatre faced an uncertain future in 2011, arts workers occupied it and ran it for three years as a commons, drafting a statute for a foundation owned by its participants.",
    domain: "Culture & Heritage",
    location: { name: "Teatro Valle, Rome", country: "Italy", lat: 41.8976, lng: 12.4751 },
    author: "contributor",
    status: "published",
    daysAgo: 497,
    images: [
      img(
        "market",
        "Illustration of a city square; assemblies and events spilled into the streets around the theatre.",
      ),
      img(
        "library",
        "Illustration of a reading room; the occupiers ran study sessions on the law of the commons.",
      ),
    ],
    body: {
      dates: "June 2011 – August 2014; reviewed 2023",
      problem:
        "Public cuts and the closure of the body that ran the theatre left its future in doubt, and many feared it would be privatised. Arts workers on precarious contracts had little say in cultural policy.",
      intervention:
        "Arts workers occupied the theatre and ran it through open assemblies, with a full programme of performances and workshops. With legal scholars they drafted a statute and set up a foundation to which thousands of people contributed small sums. The occupation ended in 2014, when the theatre was handed to the city's public theatre company.",
      governanceModel:
        "Assembly-based self-government, with a statute that provided for rotating artistic direction and participation rights for members. It drew on Italian debates about 'beni comuni', including a 2007 government commission's proposal to define commons in the civil code.",
      actors:
        "Arts workers; audiences; legal scholars; the city of Rome; and the public theatre company.",
      methods:
        "The foundation's statute, published analyses, and interviews with former participants.",
      outcomes:
        "Three years of cultural programming and a strong influence on the Italian debate about commons, but no legal recognition of the model.",
      metrics: "Performances; attendance; members; funds raised.",
      equityJustice:
        "It gave precarious workers a voice and offered open access to culture, but relied on unpaid work and its legality was contested.",
      tradeoffs:
        "Legitimacy in the eyes of participants against legality in the eyes of the state.",
      risks: "Burnout, eviction and legal liability.",
      replication:
        "Other Italian groups followed; in Naples, the city recognised a self-managed cultural space as a commons for civic use.",
      costsFunding: "Donations, pay-what-you-can tickets and membership contributions.",
      sources: lines(
        "Bailey, S., & Mattei, U. (2013). Social movements as constituent power: the Italian struggle for the commons. Indiana Journal of Global Legal Studies, 20(2).",
        "Fondazione Teatro Valle Bene Comune, statute (2013).",
        "Commissione Rodotà (2007), proposal to reform the Italian Civil Code's rules on public goods.",
      ),
      quotes:
        "“We were not defending a building. We were asking who gets to decide what culture is for.” — former participant in the assemblies",
      notes: "A short-lived case, but an important reference for urban cultural commons.",
    },
  },
  {
    title: "The Potato Park: Quechua communities guarding a living crop heritage",
    summary:
      "Quechua communities near Pisac manage their lands jointly as a biocultural heritage area, conserving hundreds of native potato varieties and the knowledge that comes with them.",
    domain: "Culture & Heritage",
    location: {
      name: "Parque de la Papa, near Pisac, Cusco",
      country: "Peru",
      lat: -13.43,
      lng: -71.88,
    },
    author: "contributor",
    status: "published",
    daysAgo: 77,
    images: [
      img(
        "terraces",
        "Illustration of terraced slopes; in the park, potatoes are grown at many altitudes.",
      ),
      img("fields", "Fields of different varieties are kept side by side."),
      img("market", "Community groups sell food, crafts and remedies to visitors."),
    ],
    likedBy: ["researcher", "admin"],
    body: {
      dates:
        "Established 2002; repatriation agreement with the International Potato Center 2004; visited 2023",
      problem:
        "Native potato varieties and the knowledge around them were being lost, and communities feared that outsiders would patent their genetic resources. Warming is pushing crops uphill.",
      intervention:
        "With a local NGO, the communities created the Potato Park, agreed rules for sharing benefits among themselves, and signed an agreement with the International Potato Center to return varieties from its genebank. They run tourism, restaurants and product groups, and keep a register of their knowledge.",
      governanceModel:
        "An association of the communities, each with its own assembly, operating under customary Andean principles such as reciprocity. Benefits are shared across communities under an agreed formula.",
      actors:
        "The member communities; the NGO; the International Potato Center; visitors; researchers; and government agencies.",
      methods: "NGO and partner reports, published studies and interviews with community guides.",
      outcomes:
        "Hundreds of varieties are maintained and many have been returned; tourism and products bring income; the park is an international reference in debates on farmers' rights.",
      metrics:
        "Varieties grown; accessions repatriated; income shared; altitude of cultivation over time.",
      equityJustice:
        "Benefit-sharing spreads income to communities with fewer visitors, and women's collectives lead several product groups.",
      tradeoffs:
        "Tourism brings money but also intrusion; genebanks and fields each protect different things.",
      risks: "Climate change, pests, young people migrating, and dependence on the NGO.",
      replication: "Biocultural heritage territories have been proposed elsewhere on this model.",
      costsFunding: "NGO and donor funding, tourism and product sales.",
      sources: lines(
        "Asociación ANDES and the International Institute for Environment and Development, publications on the Potato Park and biocultural heritage.",
        "International Potato Center, documents on the 2004 repatriation agreement.",
        "International Treaty on Plant Genetic Resources for Food and Agriculture (2001), Article 9 on Farmers' Rights.",
      ),
      quotes:
        "“Each family knows its own potatoes by name. The park is where all those names meet.” — community guide interviewed for this study",
      notes: "Visits are arranged through the park's community guides.",
    },
  },
  // ---------------------------------------------------------------- Social & Governance Systems
  {
    title: "Participatory budgeting in Porto Alegre",
    summary:
      "From 1989, residents of Porto Alegre met in neighbourhood assemblies to set priorities for the city's investment budget, a model later adapted by cities around the world.",
    domain: "Social & Governance Systems",
    location: {
      name: "Porto Alegre, Rio Grande do Sul",
      country: "Brazil",
      lat: -30.0346,
      lng: -51.2177,
    },
    author: "admin",
    status: "published",
    daysAgo: 533,
    images: [
      img("market", "Neighbourhood assemblies met in halls, schools and public squares."),
      img("village", "Early priorities were paving, sanitation and housing in poorer districts."),
    ],
    likedBy: ["researcher"],
    savedBy: ["contributor"],
    body: {
      dates: "1989 to the mid-2000s in its strongest form; reviewed 2022",
      problem:
        "Investment decisions were opaque and shaped by patronage, while poor districts on the edge of the city lacked paving, sewers and clinics.",
      intervention:
        "Each year residents met in regional and thematic assemblies to rank priorities and elect delegates. A participatory budget council negotiated with the city government, and investments were allocated using criteria that weighted need and population.",
      governanceModel:
        "The process was deliberately not written into law; participants revised its rules each year. A council of elected delegates worked alongside the city's planning office.",
      actors:
        "Residents and neighbourhood associations; delegates and councillors; the mayor's office and planning staff; and city council members.",
      methods:
        "The extensive published literature, city reports and interviews with former delegates.",
      outcomes:
        "Investment shifted towards sanitation and paving in poorer areas, participation grew to tens of thousands each year, and the model spread worldwide. The process later weakened under subsequent administrations.",
      metrics:
        "Participants each year; share of investment allocated through the process; completion of approved works; spending by neighbourhood income.",
      equityJustice:
        "Poorer residents and women took part at high rates, but the very poorest and the least organised still participated less.",
      tradeoffs:
        "Only part of the budget was open to the process, and large city-wide projects were hard to fit in.",
      risks:
        "Dependence on political will, co-optation and fiscal crisis, all of which materialised over time.",
      replication:
        "Widely adopted, often in diluted form; it works best with real budgets and binding commitments.",
      costsFunding: "Staff and facilitation costs, modest relative to the budget allocated.",
      sources: lines(
        "Abers, R. (2000). Inventing Local Democracy: Grassroots Politics in Brazil. Lynne Rienner.",
        "Baiocchi, G. (2005). Militants and Citizens: The Politics of Participatory Democracy in Porto Alegre. Stanford University Press.",
        "Santos, B. de S. (1998). Participatory budgeting in Porto Alegre: toward a redistributive democracy. Politics & Society, 26(4).",
      ),
      quotes:
        "“In the assembly you learn what the next street needs, not only your own.” — former delegate interviewed for this study",
      notes:
        "A governance commons: the shared resource is the public budget and the process itself.",
    },
  },
  {
    title: "Bologna's regulation for the care of urban commons",
    summary:
      "A 2014 city regulation lets residents and the municipality sign simple pacts to look after parks, buildings and public spaces together.",
    domain: "Social & Governance Systems",
    location: { name: "Bologna, Emilia-Romagna", country: "Italy", lat: 44.4949, lng: 11.3426 },
    author: "contributor",
    status: "published",
    daysAgo: 109,
    images: [
      img("market", "Pacts cover squares, gardens, walls and empty buildings."),
      img("village", "Illustration of a neighbourhood; most pacts are small and local."),
    ],
    savedBy: ["researcher"],
    body: {
      dates: "Regulation adopted 2014; pacts reviewed 2022–2023",
      problem:
        "Residents who wanted to care for public spaces, by painting benches or planting gardens, ran into permits, liability and offices that did not talk to each other, while city budgets were shrinking.",
      intervention:
        "The city adopted a regulation on collaboration between citizens and the city for the care and regeneration of urban commons. Residents and the city sign 'pacts of collaboration' that set out who does what, for how long, with what resources and insurance.",
      governanceModel:
        "Pacts are simple administrative agreements, handled by a city office and neighbourhood offices. The regulation rests on the principle of horizontal subsidiarity in Article 118 of the Italian Constitution.",
      actors:
        "Residents, associations and schools; city and neighbourhood offices; and the non-profit that helped draft the regulation.",
      methods:
        "The regulation, a sample of published pacts and interviews with residents and city staff.",
      outcomes:
        "Hundreds of pacts have been signed, and many other Italian municipalities have adopted similar regulations.",
      metrics: "Pacts by type and neighbourhood; duration; renewals.",
      equityJustice:
        "Pacts are easier for organised, well-educated groups, and there is a risk that volunteers replace public services; the city does outreach to widen participation.",
      tradeoffs: "Flexibility against accountability.",
      risks: "Using volunteers to cover for cuts; pacts becoming bureaucratic in turn.",
      replication: "High; a model regulation is freely available.",
      costsFunding: "A small city team and modest materials budgets.",
      sources: lines(
        "Comune di Bologna (2014). Regulation on collaboration between citizens and the city for the care and regeneration of urban commons.",
        "Iaione, C. (2016). The CO-City: sharing, collaborating, cooperating, and commoning in the city. American Journal of Economics and Sociology, 75(2).",
        "Labsus (Laboratorio per la sussidiarietà), reports on collaboration pacts.",
      ),
      quotes:
        "“The pact is two pages. Before it, painting a bench needed four offices.” — resident interviewed for this study",
      notes: "A useful template for cities that want to make room for civic care of public space.",
    },
  },
  {
    title: "Te Urewera: from national park to a legal entity in its own right",
    summary:
      "A 2014 settlement between Ngāi Tūhoe and the New Zealand Crown ended Te Urewera's status as a national park and recognised it as a legal entity, governed by a board.",
    domain: "Social & Governance Systems",
    location: {
      name: "Te Urewera, near Lake Waikaremoana",
      country: "New Zealand",
      lat: -38.77,
      lng: 177.1,
    },
    author: "admin",
    status: "published",
    daysAgo: 12,
    images: [
      img("forest", "Te Urewera is a large area of forested ranges."),
      img("water", "Illustration of a lakeshore; the lakes and rivers are part of Te Urewera."),
      img(
        "mountain",
        "Illustration of high country; the management plan speaks of people's relationship with the land.",
        "Illustration: high peaks above a pasture with a fence, houses and grazing animals",
      ),
    ],
    likedBy: ["contributor"],
    body: {
      dates: "National park 1954–2014; Te Urewera Act 2014; reviewed 2023",
      problem:
        "Confiscations and other Crown actions in the nineteenth and twentieth centuries took Tūhoe land and authority, and the national park was created over their homeland without their consent. Negotiations stalled on who should own the land.",
      intervention:
        "The Treaty settlement took ownership off the table: the Te Urewera Act 2014 declared Te Urewera a legal entity with the rights, powers, duties and liabilities of a legal person. A board governs on its behalf, guided by a management plan, Te Kawa o Te Urewera, adopted in 2017.",
      governanceModel:
        "The board began with equal Tūhoe and Crown members, moving to a Tūhoe majority after the first years. Tūhoe's own organisation handles much of the day-to-day management, and the conservation department's role changed accordingly.",
      actors:
        "Ngāi Tūhoe and their organisation; the Crown and the Department of Conservation; visitors; and hunters and other users.",
      methods:
        "The Act and management plan, legal commentary and interviews with people working on the plan.",
      outcomes:
        "A new form of governance that has become an international reference for legal personhood of nature; the Whanganui River followed in 2017.",
      metrics:
        "Board decisions and their implementation; visitor management; restoration projects; employment of Tūhoe members.",
      equityJustice:
        "It restores Tūhoe authority, but some decisions, such as those about old park huts and tracks, have drawn public criticism, and iwi members debate priorities among themselves.",
      tradeoffs:
        "Legal personhood sidesteps the ownership impasse but raises questions about how obligations are enforced.",
      risks: "Conflict with public expectations of access, and the cost of running the area.",
      replication:
        "The Whanganui River settlement and rights-of-nature debates worldwide have drawn on it.",
      costsFunding: "Settlement funds and transitional public funding.",
      sources: lines(
        "Te Urewera Act 2014 (New Zealand legislation).",
        "Te Urewera Board (2017). Te Kawa o Te Urewera.",
        "Ruru, J. (2014). Tūhoe–Crown settlement: Te Urewera Act 2014. Māori Law Review.",
      ),
      quotes:
        "“The question stopped being who owns Te Urewera. It became how we behave in it.” — person working on the management plan, interviewed for this study",
      notes: "The Act's preamble is worth reading in full as a statement of the relationship.",
    },
  },

  // ---------------------------------------------------------------- Drafts
  {
    title: "Acequias of northern New Mexico: ditch associations and their mayordomos",
    summary:
      "Centuries-old community irrigation ditches, run by elected commissioners and a mayordomo, are recognised in state law as local governments.",
    domain: "Water & Oceans",
    location: { name: "Taos, New Mexico", country: "United States", lat: 36.4072, lng: -105.5731 },
    author: "researcher",
    status: "draft",
    daysAgo: 9,
    images: [img("water", "Draft image: a ditch headgate; to be replaced with fieldwork notes.")],
    body: {
      dates: "Spanish colonial origins; fieldwork planned 2024",
      problem:
        "Acequias share snowmelt among small farms, but land sales, water transfers to cities and an ageing membership put pressure on them.",
      intervention:
        "Each ditch association elects commissioners and a mayordomo who allocates water and organises the spring cleaning. State law recognises acequias as political subdivisions.",
      notes:
        "To do: interviews with two mayordomos; read Rivera (1998), Acequia Culture: Water, Land, and Community in the Southwest, University of New Mexico Press.",
    },
  },
  {
    title: "Community-owned networks in the Eastern Cape (working title)",
    summary: "",
    domain: "Technology & Digital Access",
    location: { name: "", country: "South Africa", lat: null, lng: null },
    author: "researcher",
    status: "draft",
    daysAgo: 3,
    images: [img("network", "Placeholder illustration.")],
    body: {
      problem:
        "Rural households pay some of the highest prices for mobile data in the country; community co-operatives have set up their own wireless networks.",
    },
  },
  {
    title: "Community forest user groups in Nepal's Middle Hills",
    summary:
      "Since the 1990s, local user groups have managed a large share of Nepal's forests under plans approved by the forest office.",
    domain: "Land & Environment",
    location: { name: "Kavrepalanchok district", country: "Nepal", lat: 27.55, lng: 85.55 },
    author: "contributor",
    status: "draft",
    daysAgo: 6,
    images: [img("forest", "Regrown forest on slopes that were bare a generation ago.")],
    body: {
      problem:
        "State control of forests from the 1950s weakened local care, and hill forests were heavily degraded by the 1970s.",
      intervention:
        "Forest legislation in the 1990s let the forest department hand forests to user groups, who write their own operational plans and keep the income.",
      governanceModel:
        "User groups elect executive committees, with rules on harvesting, grazing and sharing income; federations represent them nationally.",
    },
  },
];

import { illustration, type DemoOpinionEssay } from "./demo-longform-types";

/**
 * Demo opinion essays: arguments about the commons the demo case studies
 * describe, in Markdown, each within the 800 to 2,000 words the form asks
 * for. Facts are kept to well-documented ones; the opinions are the authors'.
 */
export const DEMO_OPINION_ESSAYS: readonly DemoOpinionEssay[] = [
  {
    type: "opinion-essay",
    title: "Rivers as persons: what legal personhood can and cannot do",
    summary: "",
    domain: "Social & Governance Systems",
    location: {
      name: "Te Urewera, near Lake Waikaremoana",
      country: "New Zealand",
      lat: -38.75,
      lng: 177.15,
    },
    author: "admin",
    status: "published",
    daysAgo: 318,
    images: [illustration("forest", "Forested ranges of the kind now governed as a legal entity.")],
    likedBy: ["contributor", "researcher"],
    savedBy: ["contributor", "researcher"],
    body: {
      subtitle: "A procedural tool, not a guarantee",
      essayType: "opinion",
      tone: "academic",
      excerpt:
        "Declaring a river or a forest a legal person gives it a voice in law. Whether that voice protects it depends on who speaks for it, with what money, and under which other laws.",
      thesis:
        "Legal personhood for rivers and forests is a useful procedural tool whose value depends on the guardians who act for the entity, their resources, and the rights that others keep.",
      keyPoints: [
        "Personhood gives standing and a voice; it does not by itself change who uses the water or the land.",
        "The strongest arrangements come out of long negotiations with the people who have always looked after the place.",
        "Guardians need budgets, staff and the power to take part in planning, not only to sue.",
        "Courts can grant personhood quickly, but court-made rights are easier to suspend than negotiated ones.",
      ],
      evidence: [
        "New Zealand's Te Urewera Act 2014 made a former national park a legal entity governed by a board.",
        "The Te Awa Tupua Act 2017 recognised the Whanganui River as a legal person with two appointed guardians.",
        "Colombia's Constitutional Court recognised the Atrato River as a subject of rights in 2016.",
        "An Indian state court declared the Ganges and Yamuna living entities in 2017; the Supreme Court stayed the ruling.",
      ],
      counterarguments:
        "Critics say personhood is symbolic, that it borrows a Western legal category for relationships that are not Western at all, and that existing environmental law would do as much if it were enforced. Each point has force in some cases.",
      conclusion:
        "Judge a rights-of-nature arrangement by its guardians, its budget and its place in planning law, not by its label.",
      callToAction:
        "When your jurisdiction debates personhood for a river, ask first who will speak for it, how they will be paid, and what they will be allowed to stop.",
      targetAudience: "Policy makers, environmental lawyers and river advocates",
      urgency: "medium",
      content: `## A new kind of legal person

In 2014 New Zealand's parliament passed the Te Urewera Act. The former national park stopped being Crown land and became, in the words of the statute, a legal entity with "all the rights, powers, duties, and liabilities of a legal person". Three years later the Te Awa Tupua Act did something similar for the Whanganui River, recognising it as an indivisible and living whole from the mountains to the sea. Similar ideas have since appeared in court rulings and constitutions from Colombia to India and Ecuador.

These laws are often described as a revolution. I think they are something more modest and more interesting: a procedural tool. They change who may speak for a place in law. Whether that changes what happens to the place depends on everything else.

## What personhood actually gives

A legal person can own property, enter contracts, and sue and be sued. For a river, the most important of these is standing. Under most legal systems, a person who wants to defend a river in court must show that they themselves have been harmed. The river's own injuries count only through the people who use it. Christopher Stone saw this in 1972 when he asked whether trees should have standing: the law had no way to bring the interests of a forest or a stream before a judge except as somebody's property.

Personhood solves that problem. It does not solve any other. The water in the Whanganui is still taken for hydroelectric power; farms in its catchment still drain into it; existing permits are not cancelled by the new status. The Te Awa Tupua Act itself says that it does not take away existing private property rights in the river. What it creates is a voice that must be heard in decisions, and an obligation on public bodies to have regard to the river's status and values.

## Where the strength comes from

The New Zealand laws were not invented by judges or activists. They came out of long negotiations between the Crown and the iwi, the Māori tribes, who had pressed their claims for generations. The legal person is the form in which the two sides agreed to hold the place. Neither the Crown nor the iwi owns Te Urewera; it owns itself, and a board with members from both sides governs it. For the Whanganui, two guardians, one appointed by the iwi and one by the Crown, act as the river's human face.

That history matters. The arrangement rests on a settlement that both parties signed, with money, institutions and a shared account of what went wrong in the past. It was not a declaration that could be reversed by a later ruling. Compare the Uttarakhand High Court's 2017 decision that the Ganges and Yamuna were living entities. It was a striking judgment, but it named government officials as guardians without giving them new resources, and the Supreme Court stayed it within months after the state government appealed. Court-made personhood can be fast. It can also be fragile.

## Guardians need budgets

A river cannot go to meetings. Someone has to read planning applications, commission water-quality studies, attend hearings and decide when to go to court. That work costs money, and the law that creates a legal person does not always fund it. The Whanganui settlement included a fund to support the river's health. Where such funding is missing, the guardians have a title and little else.

The guardians also need a role before harm is done. Suing after a permit has been granted is slow and uncertain. The more useful power is a formal place in the plans that decide how much water may be taken and what may be built on the banks. Personhood that stops at the courtroom door will mostly produce litigation.

## The objections

The first objection is that personhood is symbolic. Sometimes it is, and symbols are not nothing: they change how officials and the public talk about a place. But symbols without institutions fade, and that is an argument for building the institutions, not against the idea.

The second objection is that personhood squeezes relationships that are not Western into a Western legal category. Many Māori speakers describe the river as an ancestor, not as a person in the sense of company law. The negotiators knew this; the statutes use Māori concepts alongside the legal ones. The category is a translation, and translations lose things. The question is whether a better translation was available in the law as it stands. I am not sure there was.

The third objection is that ordinary environmental law would do as much if it were enforced. This is partly true. A well-enforced water law with strong public participation would protect many rivers better than a weak personhood statute. But enforcement is exactly what has failed in many places, and personhood creates a party whose only job is to demand it.

## What to look for

When a government proposes legal personhood for a river, a forest or a mountain, I would ask four questions. Who are the guardians, and who chose them? What resources will they have, year after year? At what stage do they enter decisions: in planning, or only in court? And what existing rights does the new status leave untouched? The answers tell you far more than the label.

## Conclusion

Legal personhood gives a place a voice. It is a good tool where that voice has been missing, and it works best when it grows out of agreements with the people who have always looked after the place. It is not a substitute for water allocation, land-use planning or enforcement. Treated as a procedure rather than a miracle, it can help the commons; treated as a miracle, it will disappoint.`,
      sources: [
        "Stone, C. D. (1972). Should Trees Have Standing? Toward Legal Rights for Natural Objects. Southern California Law Review 45.",
        "Te Urewera Act 2014 (New Zealand).",
        "Te Awa Tupua (Whanganui River Claims Settlement) Act 2017 (New Zealand).",
        "O'Donnell, E., & Talbot-Jones, J. (2018). Creating legal rights for rivers: lessons from Australia, New Zealand, and India. Ecology and Society 23(1).",
      ].join("\n"),
      tags: ["rights of nature", "legal personhood", "rivers"],
      keywords: ["Te Urewera", "Whanganui", "guardianship"],
    },
  },
  {
    type: "opinion-essay",
    title: "The tragedy of the commons was never a law of nature",
    summary: "",
    domain: "Land & Environment",
    location: { name: "Törbel, Valais", country: "Switzerland", lat: 46.2386, lng: 7.8522 },
    author: "contributor",
    status: "published",
    daysAgo: 297,
    images: [
      illustration("mountain", "Alpine pastures held in common for centuries."),
      illustration(
        "village",
        "A village that has governed its pastures by written rules for centuries.",
      ),
    ],
    likedBy: ["admin", "researcher"],
    savedBy: ["researcher"],
    body: {
      subtitle: "Why a 1968 parable still shapes policy, and why it should not",
      essayType: "critique",
      tone: "conversational",
      excerpt:
        "Garrett Hardin's herders ruin their pasture because nobody makes rules. Real herders make rules all the time. The parable describes open access, not the commons.",
      thesis:
        "The 'tragedy of the commons' describes resources nobody governs, not resources held in common, and treating it as a law of nature has led to policies that destroyed working institutions.",
      keyPoints: [
        "Hardin's pasture has no rules, no boundaries and no community; real commons have all three.",
        "Villages such as Törbel have governed shared pastures for centuries with written rules.",
        "The choice is not only between privatisation and state control.",
        "Commons fail too, for reasons that can be studied and often fixed.",
      ],
      evidence: [
        "Törbel's residents formally set up an association to regulate their alp in 1483; a long-lasting rule limits each household's cows on the summer pasture to what it can feed in winter.",
        "Elinor Ostrom's comparative work found recurring design principles in long-lasting commons.",
        "Hardin himself later wrote that his subject was the unmanaged commons.",
      ],
      counterarguments:
        "Open-access tragedies are real: high-seas fisheries and the atmosphere are examples. Some commons collapse when markets, migration or states undermine their rules. The critique of Hardin is not a claim that communities always succeed.",
      conclusion:
        "Stop using 'tragedy of the commons' to mean 'shared things fail'. Ask instead whether a resource has rules, who makes them, and who enforces them.",
      callToAction:
        "Before recommending privatisation or state control of a shared resource, find out whether its users already govern it.",
      targetAudience: "Students, planners and anyone who has been taught Hardin's parable as fact",
      urgency: "low",
      content: `## The parable

In 1968 the biologist Garrett Hardin published an essay in *Science* called "The Tragedy of the Commons". Picture a pasture open to all, he wrote. Each herder gains the full benefit of adding one more animal, while the cost of overgrazing is shared by everyone. So each herder adds animals, and the pasture is ruined. "Freedom in a commons brings ruin to all."

The essay was mainly about population growth, but the pasture became its most famous part. Generations of students have learned it as if it were a law of physics: whatever is shared will be destroyed. Economists, development agencies and governments have used it to argue that shared land, water and fisheries must be either privatised or managed by the state.

I want to argue that the parable describes something real, but not the commons.

## What Hardin's pasture lacks

Look closely at the pasture in the story. It has no boundary: anyone may bring animals. It has no rules about how many animals each herder may graze. Nobody watches, nobody sanctions, and the herders never talk to each other. This is what scholars now call open access. It is a situation that exists, but it is not what people mean, or have ever meant, by a commons.

A commons is a resource held and used by a defined group under rules that group has made or accepted. The herders know each other. They know who belongs and who does not. They meet, argue and agree on limits. They appoint someone to check, and they fine those who cheat. None of that appears in Hardin's pasture.

## A village that wrote its rules down

Törbel, a village in the Swiss canton of Valais, is one of the best-documented examples. Its families have grazed their cattle on common alpine pastures for centuries. In 1483 the residents signed articles formally setting up an association to regulate the use of the alp, the forests and the waste lands. One of their rules has lasted for centuries: no one may send more cows to the summer pasture than they can feed through the winter on their own hay. The rule ties use of the commons to the private resources each household has, so the pasture cannot be overloaded. Officials are elected to enforce the rules, and fines are set for breaking them.

The anthropologist Robert Netting studied Törbel in the 1970s, and Elinor Ostrom used it in *Governing the Commons* as one of her long-enduring cases. The pastures were not ruined. They were governed.

Törbel is not unusual. The irrigators of Valencia, the zanjeras of the northern Philippines, the lobster harbour gangs of Maine and the forest user groups of Nepal all show the same thing: communities making and enforcing rules for shared resources, often for generations.

## What Ostrom found

Ostrom did not argue that communities always succeed. She compared many cases, successful and failed, and asked what distinguished them. She found a set of recurring features in the lasting ones: clear boundaries; rules that fit local conditions; users who take part in making the rules; monitors accountable to the users; graduated sanctions; cheap ways to resolve conflicts; recognition by outside authorities of the users' right to organise; and, for larger systems, nested layers of organisation.

None of these is mysterious. They are what you would expect people to build if they wanted to share something over a long time. And each one points to something a government can support or undermine.

## How the parable did harm

If you believe shared resources are doomed, you do not look for the rules that already exist. You replace them. In many countries in the twentieth century, forests that villages had managed were nationalised, and the forest service became the only authority. Local rules lost their force, but the state could not patrol every hillside. What had been a commons became, in practice, open access, and the forests declined. Nepal's later decision to hand forests back to user groups was, in part, a recognition of that mistake.

Privatisation has its own version of the problem. Dividing a rangeland into individual plots can make sense where rainfall is reliable. Where it is patchy, herders need to move animals to wherever the rain has fallen, and fixed plots can leave each family with land that is sometimes useless.

## Fair objections

Open-access tragedies do happen. Fish stocks on the high seas, where no one can exclude anyone, have been overfished. The atmosphere is used as a free dump for carbon. In these cases Hardin's logic applies, and the remedy is to build rules where none exist.

Commons also fail. Migration, new markets or changes in the law can weaken a community's ability to enforce its rules. A village may be captured by its wealthiest members. Recognising these failures is not a defence of Hardin. It is an invitation to study why particular institutions break down, which is exactly what the research on the commons has done.

Hardin himself came to accept part of this. Decades later he wrote that the title of his essay should have been "The Tragedy of the Unmanaged Commons". That is a very different claim, and a far more defensible one.

## Conclusion

The tragedy of the commons is a tragedy of missing rules, not of sharing. Treating it as a law of nature has led planners to dismantle institutions that worked. The better question, for any shared pasture, forest, fishery or canal, is whether it is governed, by whom and how well, and what outside authorities can do to help rather than replace the people who govern it.`,
      sources: [
        "Hardin, G. (1968). The Tragedy of the Commons. Science 162(3859).",
        "Netting, R. McC. (1981). Balancing on an Alp: Ecological Change and Continuity in a Swiss Mountain Community. Cambridge University Press.",
        "Ostrom, E. (1990). Governing the Commons. Cambridge University Press.",
        "Feeny, D., Berkes, F., McCay, B. J., & Acheson, J. M. (1990). The Tragedy of the Commons: Twenty-Two Years Later. Human Ecology 18(1).",
      ].join("\n"),
      tags: ["commons theory", "Ostrom", "grazing"],
      keywords: ["tragedy of the commons", "open access", "design principles"],
    },
  },
  {
    type: "opinion-essay",
    title: "Heritage lists should protect institutions, not just landscapes",
    summary: "",
    domain: "Culture & Heritage",
    location: { name: "Jatiluwih, Tabanan, Bali", country: "Indonesia", lat: -8.37, lng: 115.13 },
    author: "contributor",
    status: "published",
    daysAgo: 262,
    images: [
      illustration("terraces", "Terraces whose water is scheduled by temple congregations."),
    ],
    likedBy: ["admin"],
    savedBy: ["admin", "researcher"],
    body: {
      subtitle: "The subak and the limits of World Heritage",
      essayType: "analysis",
      tone: "journalistic",
      excerpt:
        "Bali's rice terraces are on the World Heritage List because of the subak, the farmers' water associations. But it is the view that draws the visitors, and the view can survive while the institution dies.",
      thesis:
        "Heritage listing of living commons should measure and support the institutions that made the landscape, because a protected view without its institution is a museum piece.",
      keyPoints: [
        "The subak is an institution of farmers and water temples that schedules irrigation across whole valleys.",
        "Listing brings visitors and income, but also pressure to sell or convert farmland.",
        "Management plans focus on the landscape's appearance more than on the farmers' organisation.",
        "Heritage bodies could measure the health of institutions as they measure the condition of sites.",
      ],
      evidence: [
        "The Cultural Landscape of Bali Province was inscribed on the World Heritage List in 2012, naming the subak system.",
        "Stephen Lansing's research showed how coordinated temple schedules control pests and share water.",
        "Farming incomes in many subak areas are low compared with tourism and construction.",
      ],
      counterarguments:
        "Heritage bodies are not development agencies, and they cannot set farm prices. Some farmers welcome tourism as a better living than rice. Listing may still be the best protection available.",
      conclusion:
        "If a landscape is listed because of an institution, the institution should be part of what is protected, monitored and funded.",
      callToAction:
        "Heritage managers: add indicators of the farmers' organisation, such as membership, meetings and water schedules, to the monitoring of listed landscapes.",
      targetAudience: "Heritage professionals and researchers of cultural landscapes",
      urgency: "medium",
      content: `## A landscape made by a rule

The rice terraces of Jatiluwih, in the Balinese regency of Tabanan, are among the most photographed landscapes in Indonesia. In 2012 they became part of a World Heritage site, the Cultural Landscape of Bali Province, inscribed because of the subak system. The subak is not a view. It is an institution: an association of farmers who share the water of one canal, tied to a network of water temples that coordinate planting and irrigation across whole river valleys.

That is the point I want to dwell on. The terraces are beautiful because the subak works. The listing honours the subak. But what heritage management protects, in practice, is mostly the appearance of the terraces. Those are not the same thing, and the gap between them is where living heritage is lost.

## How the subak works

Each subak is a group of farmers whose fields draw water from the same source. They meet regularly, elect officers, set rules for maintenance and share out water. Above them, a hierarchy of temples, from small shrines at the field to large regional temples near the lakes, sets a ritual calendar that is also a planting calendar.

The anthropologist Stephen Lansing showed in *Priests and Programmers* why this matters. When the Green Revolution arrived in the 1970s, farmers were encouraged to plant new varieties as often as possible, ignoring the temple schedules. Pest outbreaks followed. Synchronised planting across many subaks had kept pest populations in check by leaving large areas fallow at the same time; it also shared water fairly between upstream and downstream. Lansing's computer models, developed with the ecologist James Kremer, showed that coordination at the scale of the temple networks produced harvests close to the best the models could find.

In other words, the subak is not just culturally valuable. It is good water management that happens to be expressed in religious form.

## What listing does

World Heritage status brings attention, visitors and income. In Jatiluwih, visitors pay an entrance fee, restaurants line the road and the views are on every travel site. Some of that income reaches farmers; much of it does not.

Meanwhile the pressures on farming are growing. Rice pays little compared with work in tourism or construction. Land near roads and viewpoints is worth more as a villa site than as a paddy. Young people leave. Taxes on land can rise with its value even if the land is still farmed. Every field that is sold or converted reduces the number of farmers in a subak, and the remaining farmers must maintain the same canals with fewer hands.

The terraces can survive all of this for a while, because terraces are hard to destroy. Then one season the canal is not cleaned, the water does not reach the lower fields, and a section of the landscape stops being farmed.

There is also a quieter pressure on the institution itself. When more of a subak's income comes from visitors than from rice, the subak's meetings start to be about parking, tickets and stalls rather than water. That is not necessarily bad; institutions adapt. But it changes who the subak serves and what its members argue about, and a heritage plan that only watches the terraces will not notice the change until it shows up in the fields.

## What management measures

Heritage management plans usually monitor the physical condition of a site: land-use change, building heights, the state of structures. For a cultural landscape these are important. But they measure symptoms. They do not measure whether the subaks meet, whether they have enough members to do the maintenance, whether the temple calendar still coordinates planting, or whether farmers earn enough to stay.

This is not a Balinese problem only. The irrigators' tribunals of Valencia and Murcia are on UNESCO's list of intangible heritage; the acequias of New Mexico and the terraces of Ifugao in the Philippines face similar pressures. Everywhere, the listing celebrates an institution and the management protects a surface.

## An objection

Heritage bodies will say, fairly, that they cannot set rice prices or stop young people moving to town. Their tools are planning controls, conservation funding and publicity. They will also point out that some farmers prefer tourism incomes and should be free to choose them.

I accept both points. But a heritage body can choose what it measures and what it funds. It can count subak members and meetings as carefully as it counts new buildings. It can route a share of entrance fees to the subaks responsible for the fields visitors come to see. It can support the temples' role in coordination. None of this requires controlling markets.

## Conclusion

When a landscape is listed because of an institution, the institution is the heritage. Protecting the view without the institution produces a museum piece: beautiful, visited, and no longer alive. Listing bodies and national governments should treat the health of the farmers' organisation as part of the site's condition, and fund it accordingly.`,
      sources: [
        "Lansing, J. S. (1991). Priests and Programmers: Technologies of Power in the Engineered Landscape of Bali. Princeton University Press.",
        "UNESCO World Heritage Committee (2012). Cultural Landscape of Bali Province: the Subak System as a Manifestation of the Tri Hita Karana Philosophy.",
      ].join("\n"),
      tags: ["heritage", "irrigation", "cultural landscapes"],
      keywords: ["subak", "World Heritage", "water temples"],
    },
  },
  {
    type: "opinion-essay",
    title: "Energy co-operatives need grid access more than subsidies",
    summary: "",
    domain: "Energy & Infrastructure",
    location: {
      name: "Schönau im Schwarzwald, Baden-Württemberg",
      country: "Germany",
      lat: 47.7867,
      lng: 7.8933,
    },
    author: "contributor",
    status: "published",
    daysAgo: 224,
    images: [
      illustration("energy", "Community-owned generation is the easy part; the wires are harder."),
    ],
    likedBy: ["admin", "researcher"],
    body: {
      subtitle: "What Schönau and Eigg teach about owning the wires",
      essayType: "opinion",
      tone: "personal",
      excerpt:
        "Community energy is usually pictured as a wind turbine or a solar roof. The communities that changed the most owned something less photogenic: the wires.",
      thesis:
        "The decisive resource for community energy is not generation subsidy but the right to own, run or fairly connect to local grids.",
      keyPoints: [
        "Generation is increasingly cheap; access to the grid is the bottleneck.",
        "Schönau's residents bought their local grid and used it to change their supply.",
        "Eigg's islanders built and run their own grid, with rules that share limited power.",
        "Grid concessions and connection rules are where policy can help most.",
      ],
      evidence: [
        "Schönau's residents won two local referendums in the 1990s and took over the town's grid in 1997.",
        "Eigg's community-owned grid has supplied the island since 2008 from hydro, wind and solar power.",
        "Connection queues for new renewable projects have grown long in many countries.",
      ],
      counterarguments:
        "Grids are natural monopolies that need professional operators and large investment; small communities may run them badly or charge more. Subsidies have been essential for early projects.",
      conclusion:
        "If we want energy commons, give communities a real chance at the wires: information, time to bid and fair connection.",
      callToAction:
        "Regulators: publish the data and timelines for grid concession renewals so community bids are possible.",
      targetAudience: "Energy co-operatives, municipal officials and regulators",
      urgency: "high",
      content: `## A visit to the Black Forest

The first time I went to Schönau, a small town in the southern Black Forest, I expected to see solar panels. There are plenty. But the story the residents told me was about something else: the cables under the street and the transformers on the poles.

After the Chernobyl disaster in 1986, a group of parents in Schönau started asking where their electricity came from and whether they could choose. The answer, at the time, was no. The local grid belonged to a regional utility under a concession from the town, and whoever owned the grid decided the supply. So the parents set out to buy the grid. It took two local referendums, a fundraising campaign across Germany and years of negotiation over the price, but in 1997 their company took over the town's network. They became known in the press as the "power rebels".

## Why the wires matter

It is tempting to think of community energy as a question of generation: a co-operative wind farm, a village hydro scheme, panels on the school roof. Those projects matter, and many of them have been helped by feed-in tariffs and grants. But generation has become cheap. What is scarce is the right to connect, the terms of connection, and the power to decide how local networks are run.

Whoever owns the grid decides how fast new generation can connect, how the network is planned, and, in many systems, who supplies the customers on it. A community that owns only a turbine is a supplier to someone else's system. A community that owns the grid can shape the system itself.

## An island that built its own

The Isle of Eigg, in the Inner Hebrides of Scotland, had no connection to the mainland grid. Households ran diesel generators. After the islanders bought the island in 1997, they set up their own company to build a grid, and since 2008 it has supplied the island from a combination of hydro, wind and solar power, with batteries and a back-up generator.

Eigg's grid is small, and its lessons are specific. Because renewable supply is limited, the islanders agreed to cap how much power each household and business can draw at once. The cap is a rule of a commons: it shares a limited resource fairly and stops one user taking so much that others go without. It was made by the people who have to live with it, and they can change it.

## Where policy helps

Most communities will not buy a grid or build one from scratch. But policy can make the wires more open to them in three ways.

First, concession renewals. In Germany, as in many countries, local distribution grids are run under concessions that the municipality grants for long periods. When a concession ends, the municipality can choose a new operator, including a community company. But bidders need information about the grid's condition and value, and time to raise money. Regulators can require operators to publish this data well before a concession ends.

Second, connection rules. New community projects often wait years in connection queues, behind large developers. Reserving capacity for small local projects, or giving them a simplified process, would help far more than a slightly higher tariff.

Third, local energy sharing. Rules that let neighbours share electricity generated on one roof across a street, or within a village, turn a group of separate installations into something like a local commons.

None of these measures is expensive. They are mostly about information, time and fairness in processes that already exist. That is precisely why they are overlooked: a new subsidy makes a good announcement, while a rule requiring grid operators to publish asset data two years before a concession ends does not. Yet for a group of residents deciding whether to attempt what Schönau did, the second is worth far more than the first.

## The case against

The objection is serious. Grids are natural monopolies. They need engineers, safety systems and large investments. A small community company could run a grid badly, charge more, or fail to invest. Subsidies, meanwhile, have built most of the renewable capacity that exists today.

I agree that not every community should run a grid, and that operators must meet the same safety and quality standards whoever owns them. Schönau's company is regulated like any other grid operator. But the question is not whether communities should be forced to own grids. It is whether they should have a fair chance when the opportunity arises. At present, in many places, they do not.

As for subsidies: they worked when generation was expensive. They matter less now. The scarce thing has moved.

## Conclusion

Schönau and Eigg are unusual, and their stories are told often. What they have in common is not a technology but a decision to own the infrastructure that connects people. Policy that wants more energy commons should look at the wires: publish grid data, open concession processes, and make connection fair for small local projects.`,
      sources: [
        "Walker, G., & Devine-Wright, P. (2008). Community renewable energy: What should it mean? Energy Policy 36(2).",
        "Public information from Elektrizitätswerke Schönau and Eigg Electric.",
      ].join("\n"),
      tags: ["community energy", "grids", "co-operatives"],
      keywords: ["Schönau", "Eigg", "grid concessions"],
    },
  },
  {
    type: "opinion-essay",
    title: "Open textbooks are infrastructure, not charity",
    summary: "",
    domain: "Knowledge & Education",
    location: {
      name: "Cape Town, Western Cape",
      country: "South Africa",
      lat: -33.9249,
      lng: 18.4241,
    },
    author: "admin",
    status: "published",
    daysAgo: 189,
    images: [
      illustration("library", "Shared knowledge needs upkeep like any other infrastructure."),
    ],
    likedBy: ["contributor"],
    savedBy: ["contributor", "researcher"],
    body: {
      subtitle: "Who pays to keep a knowledge commons current?",
      essayType: "commentary",
      tone: "formal",
      excerpt:
        "Openly licensed textbooks are often funded like a gift: once, with a launch. Knowledge commons need maintenance budgets, like roads.",
      thesis:
        "Openly licensed educational resources should be budgeted as public infrastructure with recurring maintenance, not funded as one-off philanthropy.",
      keyPoints: [
        "Open textbooks cost money to update, print and support, year after year.",
        "One-off grants create good first editions and stale second ones.",
        "Scholarly infrastructure such as arXiv has moved to membership funding for the same reason.",
        "Education budgets already pay for textbooks; some of that could maintain open ones.",
      ],
      evidence: [
        "Openly licensed mathematics and science textbooks written in South Africa have been printed and distributed to public schools.",
        "arXiv, started in 1991, is now run by Cornell and funded by member institutions and foundations.",
        "Curricula change, and textbooks must change with them.",
      ],
      counterarguments:
        "Governments may be poor maintainers; commercial publishers invest in quality; philanthropic funding allows experimentation without bureaucracy.",
      conclusion:
        "Treat open educational resources as a commons that needs a steward and a budget line.",
      callToAction:
        "Education departments: set aside a share of textbook budgets for maintaining openly licensed books.",
      targetAudience: "Education officials, funders and open-education advocates",
      urgency: "medium",
      content: `## A familiar pattern

The story of an open textbook usually starts well. A foundation or a government funds a team of teachers and subject experts to write a book under an open licence. The book is good, free to copy and adapt, and available online and in print. There is a launch. Schools that could not afford enough textbooks now have them.

Then the curriculum changes. Errors reported by teachers pile up. The website needs updating. The printing budget was for one year. The team has moved to other projects. Five years later, the open book is out of date and the schools have returned to buying commercial titles.

This pattern is not a failure of openness. It is a failure of budgeting. We fund open knowledge as a gift when it behaves like infrastructure.

## Knowledge as a commons

Elinor Ostrom and Charlotte Hess argued in *Understanding Knowledge as a Commons* that knowledge resources share features with natural commons. They can be enclosed, they can decay, and they need communities and institutions to sustain them. Unlike a pasture, an open textbook is not used up when someone reads it. But it does decay: facts change, curricula move on, formats become obsolete.

What a knowledge commons needs, then, is not protection from overuse but maintenance. Someone must collect corrections, revise chapters, align with new curricula, keep files in usable formats and arrange printing. That is ongoing work, and ongoing work needs ongoing money.

It also needs a community. The teachers who use a textbook are the people most likely to spot its errors and to know which explanations work in a real classroom. An open licence lets them adapt the book for their own learners, but their improvements only reach others if someone gathers them, checks them and folds them back into the shared version. Without that steward, every school ends up with its own slightly different copy, and the commons fragments into many private fixes.

## South Africa's open books

South Africa offers a good example of both the promise and the problem. Openly licensed mathematics and physical sciences textbooks for the final years of secondary school, written by teachers and volunteers with a local organisation, were printed by the national education department and distributed to public schools. Learners who had shared books or had none received their own copies, and teachers could adapt the material.

That was a real achievement. The harder question is what happens next. Who updates the books when the curriculum is revised? Who pays for the next print run? Philanthropy and company sponsorship have filled some of the gap, but they are uncertain. The department's own textbook budget is spent, for the most part, on commercial catalogues.

## A lesson from scholarly infrastructure

Academic research faced the same question earlier. arXiv, the preprint server started by the physicist Paul Ginsparg in 1991, began as a small project and grew into essential infrastructure for physics, mathematics and computer science. For years it depended on the budget of one host institution. Eventually it moved to a model in which libraries and research institutions that use it pay annual membership, alongside foundation support, under a governance structure that gives members a voice.

That move did not make arXiv less open. It made it sustainable. The users who depend on a commons share the cost of keeping it running.

## Where the money could come from

Education departments already spend large sums on textbooks every year. A modest share of that budget, set aside for maintaining open textbooks in core subjects, would pay for revisions, quality assurance and printing. Because the books are openly licensed, the same investment would serve every school, and other countries or provinces could adapt them.

Procurement rules matter too. Where rules only allow schools to order from an approved commercial catalogue, open books are shut out regardless of quality. Adding maintained open titles to the catalogue, with the same review standards, would let schools choose them.

## Objections

There are good objections. Governments are not always reliable maintainers; budgets are cut, and political priorities change. Commercial publishers invest in design, teacher guides and training that open projects often lack. Philanthropic funding allows experiments that a department would never approve.

I take all of these seriously. The answer is not for the state to write every textbook. It is for the state to fund the maintenance of open ones through stable arrangements: multi-year agreements with organisations that steward the books, with clear quality standards and teacher involvement. Commercial publishers can compete to provide services around open books, such as printing, training and digital platforms. Philanthropy can keep funding the experiments.

## Conclusion

Nobody would build a road with a one-off grant and then leave it without maintenance. Open textbooks are roads for learning. If we want them to last, they need a steward, a budget line and a community of teachers who keep them current. Calling them charity is how they end up abandoned.`,
      sources: [
        "Hess, C., & Ostrom, E. (eds.) (2007). Understanding Knowledge as a Commons: From Theory to Practice. MIT Press.",
        "arXiv public documentation on governance and membership.",
      ].join("\n"),
      tags: ["open educational resources", "knowledge commons", "education policy"],
      keywords: ["open textbooks", "arXiv", "maintenance"],
    },
  },
  {
    type: "opinion-essay",
    title: "The last mile nobody wanted: why community networks deserve public backing",
    summary: "",
    domain: "Technology & Digital Access",
    location: { name: "Gurb, Osona, Catalonia", country: "Spain", lat: 41.953, lng: 2.236 },
    author: "contributor",
    status: "published",
    daysAgo: 151,
    images: [
      illustration("network", "Rooftop antennas, each one a node in a shared network."),
      illustration("fields", "Fibre laid across farmland by the people who live there."),
    ],
    likedBy: ["admin", "researcher"],
    savedBy: ["admin"],
    body: {
      subtitle: "Lessons from guifi.net and B4RN",
      essayType: "analysis",
      tone: "journalistic",
      excerpt:
        "Where commercial operators saw too few customers, neighbours built their own networks. Public broadband policy still treats them as an oddity.",
      thesis:
        "Community-built networks are a proven way to connect places markets neglect, and public broadband programmes should fund and contract them on equal terms with commercial operators.",
      keyPoints: [
        "guifi.net grew from a few rooftop links into tens of thousands of nodes held in common.",
        "B4RN's members dug fibre across their own fields to bring fast broadband to remote farms.",
        "Both rely on rules that keep the network open and shared.",
        "Subsidy schemes designed for large operators exclude them.",
      ],
      evidence: [
        "guifi.net started in 2004 in Osona and is governed by a licence for an open, free and neutral network.",
        "B4RN, a community benefit society, has connected thousands of rural properties in northern England.",
        "Public broadband schemes often require scale and guarantees that small organisations cannot give.",
      ],
      counterarguments:
        "Volunteer networks may not meet service standards; they may not scale; public money should go through competitive tenders that community groups can already enter.",
      conclusion:
        "Public policy should treat community networks as infrastructure providers, not hobbies.",
      callToAction:
        "Broadband programme managers: design lots and guarantees so that community organisations can bid.",
      targetAudience: "Broadband policy makers, local authorities and rural communities",
      urgency: "high",
      content: `## Two networks built by neighbours

In 2004, in the county of Osona north of Barcelona, a handful of people set up wireless links between their rooftops to share an internet connection that commercial operators would not bring to their villages. They called the project guifi.net. Two decades later it has grown to tens of thousands of nodes, mostly wireless with a growing share of fibre, spread across Catalonia and beyond.

Some years later and a thousand miles away, farmers and villagers in the hills of Lancashire faced the same problem. Their area was too sparsely populated for the big operators. So they formed a community benefit society, Broadband for the Rural North, or B4RN, raised money by selling shares to local people, and started digging. Volunteers laid fibre across fields, with landowners granting access for free. Properties that had crawled along on copper lines got some of the fastest connections in the country.

Both networks are sometimes described as heroic exceptions. I think they are better understood as evidence: the last mile that markets do not want can be built and run as a commons.

## How they are governed

What makes guifi.net a commons is not only that volunteers built it. It is the rules. Anyone who connects to the network accepts a licence for an open, free and neutral network: you may use it, you must let others' traffic pass through your node, and you may not close off what you have added. A foundation looks after the common infrastructure and resolves disputes. Professionals and companies can offer services over the network, and pay into a compensation system that covers the cost of maintaining shared links.

B4RN is organised differently, as a community-owned company with members, but it too answers to the people it serves. Its members decided to build fibre to every property, including the most remote farms, rather than only the easy ones. That is a choice a commercial operator would rarely make.

In both cases, the network is governed by the people who use it, under rules that keep it open and share its costs.

The design choices matter for how these networks behave. Because every node must carry others' traffic, a guifi.net user who adds a link strengthens the whole network, not only their own connection. Because B4RN's members are also its owners, surpluses go back into extending the network rather than to distant shareholders. These are not side details. They are the rules that make the network a commons rather than a small company, and they are why both projects kept growing into places that a profit-maximising operator would have left for last, or never reached at all.

## Why policy ignores them

Governments spend large sums subsidising broadband in rural areas. The usual method is to tender large contracts to connect defined areas, often a whole region at once. The contracts require financial guarantees, proof of past delivery at scale and complex reporting. These conditions make sense for large operators and protect public money. They also shut out community networks, which are small, local and often volunteer-run at the start.

The result is odd. Public money flows to the operators that had declined to serve these areas without subsidy, while the organisations that served them without subsidy compete for scraps.

## What would help

First, smaller lots. If contracts are split into areas a community organisation can realistically cover, community networks can bid. Where they have already built coverage, that should count.

Second, guarantees that fit. Instead of bank guarantees a small organisation cannot raise, public programmes could pay in stages as connections are delivered, or accept guarantees from municipalities or co-operative federations.

Third, access to the passive infrastructure. Ducts, poles and publicly funded backbone fibre should be open to community networks on fair terms. Digging is the largest cost of fibre; sharing existing routes lowers it.

Fourth, recognition in planning. Local authorities can treat community networks as utilities when granting wayleaves and permissions.

## Objections

Critics worry that volunteer networks will not meet service standards or will fail when their founders tire. Some community projects have indeed struggled. But guifi.net has lasted two decades and professionalised without losing its commons licence, and B4RN has employed staff and maintained its network for years. Service standards can be written into contracts for community operators exactly as they are for commercial ones.

Others argue that competitive tenders already allow anyone to bid. In form, perhaps. In practice, the size of lots and the guarantees required decide who can compete.

## Conclusion

The last mile in rural areas was not wanted by the market. Neighbours built it anyway, and governed it as a commons. Public broadband policy should stop treating these networks as curiosities and start designing programmes they can take part in. The evidence that they work is already in the ground and on the rooftops.`,
      sources: [
        "Baig, R., Roca, R., Freitag, F., & Navarro, L. (2015). guifi.net, a crowdsourced network infrastructure held in common. Computer Networks 90.",
        "Public information from guifi.net and B4RN.",
      ].join("\n"),
      tags: ["community networks", "broadband", "digital commons"],
      keywords: ["guifi.net", "B4RN", "rural connectivity"],
    },
  },
  {
    type: "opinion-essay",
    title: "Participatory budgeting after the hype",
    summary: "",
    domain: "Social & Governance Systems",
    location: {
      name: "Porto Alegre, Rio Grande do Sul",
      country: "Brazil",
      lat: -30.0346,
      lng: -51.2177,
    },
    author: "admin",
    status: "published",
    daysAgo: 109,
    images: [illustration("market", "Neighbourhood assemblies met in squares, schools and halls.")],
    likedBy: ["contributor"],
    savedBy: ["researcher"],
    body: {
      subtitle: "What Porto Alegre's experience says about making participation last",
      essayType: "reflection",
      tone: "academic",
      excerpt:
        "Participatory budgeting spread from Porto Alegre to thousands of cities. In many of them it became a small fund for small projects. The original was about something bigger: who decides on public investment.",
      thesis:
        "Participatory budgeting works as a commons of public decision-making only when it controls a meaningful share of investment and is protected from changes of government.",
      keyPoints: [
        "In Porto Alegre, assemblies decided priorities for a real share of the city's investment budget.",
        "Many copies give citizens a small pot for small projects.",
        "The process weakened when political support and budgets shrank.",
        "Legal protection and meaningful scale are what make participation last.",
      ],
      evidence: [
        "Porto Alegre began participatory budgeting in 1989.",
        "Research on the early years found investment shifting towards poorer neighbourhoods.",
        "The model spread to thousands of cities worldwide, often in reduced form.",
      ],
      counterarguments:
        "Small pilots build trust and skills; representative councils are elected to make budget decisions; large-scale participation can be captured by organised groups.",
      conclusion:
        "Judge participatory budgeting by how much it decides and how well it survives elections, not by how many cities have adopted the name.",
      callToAction:
        "Cities starting participatory budgeting: commit a share of investment, not a fixed small fund, and write the process into local law.",
      targetAudience:
        "City officials, civic organisations and researchers of democratic innovation",
      urgency: "medium",
      content: `## The original

In 1989 a new administration in Porto Alegre, a large city in southern Brazil, began inviting residents to decide how part of the city's investment budget would be spent. The process grew over the following years into an annual cycle. Neighbourhood assemblies met to discuss needs, such as paving, sewers, health posts and schools, and elected delegates. Delegates negotiated priorities across the city in regional and thematic forums, and a council of elected representatives worked with the administration to turn those priorities into the investment plan.

Researchers who studied the early years, among them Gianpaolo Baiocchi, found that the process drew in large numbers of poorer residents, that investment shifted towards neighbourhoods that had long been neglected, and that a culture of civic organisation grew around it. International organisations took notice. Participatory budgeting became one of Brazil's best-known exports.

## The copies

Since then, participatory budgeting has been adopted in thousands of cities on every continent. That is a remarkable spread for a democratic innovation. But in many places it has taken a reduced form. Residents are invited to propose and vote on small projects, such as a playground, new benches or a mural, from a fund that is a tiny fraction of the city's budget. The vote is often online. There are few assemblies and little negotiation.

These schemes are not worthless. They can introduce people to public budgets, fund useful small projects and build trust. But they are something different from what Porto Alegre attempted. The original was a way for residents to share in decisions about public investment as a whole. The copies are mostly a way to share out a small grant.

## Participation as a commons

It helps to think of a participatory process as a kind of commons: a shared institution that residents maintain by taking part, under rules they help make. Like any commons, it needs clear rules, a meaningful resource to govern and protection from outside actors who might undermine it.

The resource, here, is decision-making power over public money. If the share of the budget is trivial, people learn that participation does not change much, and stop coming. If the rules are set by the administration alone and can be changed at will, the institution is fragile.

## What happened in Porto Alegre

Porto Alegre's process continued for many years and through changes of government. But it weakened over time. Later administrations gave it less priority, the city's finances tightened, and the share of investment actually decided through the process shrank. Promised projects were delayed, and participation fell. The process that had inspired the world became, in its home city, a shadow of itself.

This is not a story of failure so much as of dependence. The process had been built by one political project and relied on its support. It was never fully protected by law, and its scale depended on budgets that the administration controlled.

Some of its founders had chosen that deliberately. They feared that writing the process into law would freeze it, hand its rules to lawyers and make it one more bureaucratic procedure. Keeping it informal allowed the participants themselves to revise the rules each year. That flexibility was a strength while the administration supported the process. When support faded, the same informality left participants with nothing to appeal to.

## Objections

One objection is that small pilots are the right way to start: they build trust and skills before larger commitments. That can be true, if the pilot is designed to grow. Too often the pilot is the whole programme.

A second objection is democratic: elected councils are chosen to make budget decisions, and handing them to assemblies of self-selected participants weakens representation. Porto Alegre's answer was to make the process advisory in form while politically binding in practice, with the council keeping formal approval. That balance can work, but it depends on political will.

A third is that organised groups can capture participatory processes. This is a real risk, and one that good design, with rules on representation, rotation of delegates and public criteria for allocation, can reduce but never eliminate.

## What makes participation last

From Porto Alegre and its many successors, I draw two lessons. First, scale matters. Participation should decide a meaningful share of investment, defined as a percentage rather than a fixed small amount, so that it grows with the budget and is worth people's time. Second, protection matters. The process should be written into local law, with its rules, calendar and share of investment, so that a new administration must openly repeal it rather than quietly starve it.

## Conclusion

Participatory budgeting's spread is a success. Its dilution is a warning. If cities want a commons of public decision-making rather than a small grant scheme with a voting app, they need to commit real money and protect the process in law. Porto Alegre showed what is possible, and also how easily it can fade.`,
      sources: [
        "Baiocchi, G. (2005). Militants and Citizens: The Politics of Participatory Democracy in Porto Alegre. Stanford University Press.",
      ].join("\n"),
      tags: ["participatory budgeting", "local democracy", "public finance"],
      keywords: ["Porto Alegre", "participation", "democratic innovation"],
    },
  },
  {
    type: "opinion-essay",
    title: "Occupied theatres and the question of who a commons is for",
    summary: "",
    domain: "Culture & Heritage",
    location: { name: "Teatro Valle, Rome", country: "Italy", lat: 41.8976, lng: 12.4751 },
    author: "contributor",
    status: "published",
    daysAgo: 64,
    images: [
      illustration(
        "village",
        "Old town roofs; the city's cultural buildings belong to its people.",
      ),
    ],
    likedBy: ["admin", "researcher"],
    savedBy: ["admin"],
    body: {
      subtitle: "The Teatro Valle and the Italian debate on beni comuni",
      essayType: "reflection",
      tone: "personal",
      excerpt:
        "For three years, cultural workers ran Rome's oldest working theatre as a commons. Their experiment asked a question every urban commons must answer: who belongs?",
      thesis:
        "Cultural commons created by occupation show how public buildings can be governed by the people who use them, but they last only when they answer the question of membership openly.",
      keyPoints: [
        "The Teatro Valle was occupied in 2011 when its future was uncertain.",
        "The occupants wrote a statute for a foundation to run it as a commons.",
        "The Italian legal debate on beni comuni gave their claim a vocabulary.",
        "Openness to newcomers is both a commons' strength and its hardest problem.",
      ],
      evidence: [
        "The Teatro Valle occupation began in June 2011 and ended in 2014.",
        "A government commission chaired by Stefano Rodotà proposed a legal category of beni comuni in 2007.",
        "Italy's 2011 referendums on water services drew on the same language of common goods.",
      ],
      counterarguments:
        "Occupation is illegal and bypasses the public process for allocating buildings; those who occupy are self-selected and not accountable to the wider public.",
      conclusion:
        "A cultural commons should be judged by how open its membership is and how it answers to the public that owns the building.",
      callToAction:
        "Cities with empty cultural buildings: create legal routes for community management before occupation becomes the only route.",
      targetAudience: "Cultural workers, city officials and scholars of urban commons",
      urgency: "low",
      content: `## A theatre without an owner

In June 2011, actors, technicians and other cultural workers walked into the Teatro Valle in the centre of Rome and did not leave. The theatre, one of the oldest still working in the city, had been run by a state body that was being wound up, and its future was unclear. The occupants feared it would be sold or handed to a private operator. They declared it a bene comune, a common good, and started running it themselves.

For three years the theatre stayed open. There were performances, workshops, assemblies and debates. The occupants drafted, with the help of lawyers and legal scholars, a statute for a foundation, the Fondazione Teatro Valle Bene Comune, that would govern the theatre as a commons, with decisions taken by members and open participation. Thousands of people signed up as founding members. In 2014 the occupants left the building after an agreement with the city.

I have always found the Teatro Valle moving. I also think its story raises the hardest question a commons faces: who is it for?

## A legal vocabulary

The occupation did not happen in a vacuum. In 2007 a government commission chaired by the jurist Stefano Rodotà had proposed reforming the Italian civil code to recognise a category of beni comuni: goods that serve fundamental rights and should be protected for present and future generations, whoever formally owns them. The reform was never adopted, but the idea spread. In June 2011, the same month the theatre was occupied, Italians voted in referendums against measures that would have pushed water services towards privatisation. Water, the campaigners said, is a common good.

The occupants of the Teatro Valle extended that argument to culture. A theatre paid for by the public, they argued, belongs to the public, and the people best placed to run it are those who make and attend its performances.

## Who belongs?

Every commons has a boundary. The irrigators of Valencia are the holders of water rights on their canals. The herders of Törbel are the citizens of the village. The boundary is what makes rules enforceable: you know who must follow them and who may take part in making them.

A cultural commons in a capital city has no obvious boundary. Is it for the workers who occupied it? For the audience? For the neighbourhood? For every resident of Rome, who as taxpayers paid for the building? The Teatro Valle's statute answered with openness: anyone could become a member and take part in assemblies. That is admirable, and it matches the idea that the theatre belongs to everyone.

But openness has costs. Assemblies open to all tend to be dominated by those with the most time and commitment. Newcomers can find the culture of a long-running occupation hard to enter. And those who are not in the room, which is most of the public, have no way to hold the commons to account except through the city, which the occupation had bypassed.

None of this is unique to the Teatro Valle. Community gardens, social centres and shared workshops all face the same tension between the people who do the daily work and the wider public whose property they use.

## The case against occupation

The strongest objection is simple. Occupation is illegal. Public buildings are allocated through public processes, however imperfect, and a group that takes one over has chosen itself. Others who might have wanted to use the building, perhaps with a different idea of what a theatre should be, had no say.

I do not think this objection can be dismissed. The occupants would reply that the public process had failed, that the building was about to be lost, and that they opened it to everyone. That reply has force. But it makes the quality of their openness the whole of their legitimacy.

## What cities can learn

The lesson I take is not that occupation is good or bad, but that cities should offer legal routes to community management before occupation becomes the only route. Bologna's regulation on urban commons, adopted in 2014, is one example: residents propose to care for a space, and the city signs a pact setting out rights and duties. Similar arrangements could apply to cultural buildings, with clear rules on membership, public reporting and review.

Such routes do not solve the boundary problem, but they make it explicit. They require a commons to say who its members are, how newcomers join and how it answers to the public that owns the building.

## Conclusion

The Teatro Valle showed that a public building can be run by the people who use it, with energy and imagination. It also showed that a commons without a clear answer to the question of membership depends on the goodwill of its most committed members. The answer should be open, written down and accountable to the wider public. That is what turns an occupation into an institution.`,
      sources: [
        "Bollier, D., & Helfrich, S. (2019). Free, Fair, and Alive: The Insurgent Power of the Commons. New Society Publishers.",
        "Foster, S. R., & Iaione, C. (2016). The City as a Commons. Yale Law & Policy Review 34(2).",
      ].join("\n"),
      tags: ["cultural commons", "urban commons", "beni comuni"],
      keywords: ["Teatro Valle", "occupation", "membership"],
    },
  },

  {
    type: "opinion-essay",
    title: "Maps are commons too: who gets to draw an informal settlement",
    summary: "",
    domain: "Technology & Digital Access",
    location: { name: "Kibera, Nairobi", country: "Kenya", lat: -1.3133, lng: 36.787 },
    author: "contributor",
    status: "published",
    daysAgo: 23,
    images: [illustration("village", "Dense neighbourhoods that official maps once left blank.")],
    likedBy: ["admin", "researcher"],
    savedBy: ["researcher"],
    body: {
      subtitle: "What Map Kibera shows about open data and local knowledge",
      essayType: "opinion",
      tone: "conversational",
      excerpt:
        "For years one of Nairobi's largest neighbourhoods appeared on official maps as an empty space. Residents mapped it themselves, on an open map anyone can use. That choice of licence was political.",
      thesis:
        "Open, community-made maps are a knowledge commons that gives residents of informal settlements a say in how their places are seen and served, and public agencies should use and support them.",
      keyPoints: [
        "Places missing from maps are easier to ignore in planning and services.",
        "Residents of Kibera mapped their neighbourhood on OpenStreetMap from 2009.",
        "An open licence keeps the map usable by residents, not only by agencies.",
        "Maps can expose people as well as serve them; the community must decide what is mapped.",
      ],
      evidence: [
        "Map Kibera began in 2009, training young residents to map with GPS devices and OpenStreetMap.",
        "The project mapped schools, clinics, water points and toilets, and later added local news and video.",
        "OpenStreetMap data is published under an open licence that lets anyone reuse it.",
      ],
      counterarguments:
        "Volunteer maps can be incomplete or out of date; official mapping agencies have standards for a reason; detailed maps of informal settlements may help evictions as much as services.",
      conclusion:
        "Treat community maps as shared infrastructure: fund their upkeep, use them in planning, and let residents decide what is shown.",
      callToAction:
        "Planners and service providers: before commissioning a new survey of an informal settlement, ask whether residents have already mapped it, and work with them.",
      targetAudience: "Urban planners, open-data advocates and community organisers",
      urgency: "medium",
      content: `## A blank space

Not long ago, if you looked at many maps of Nairobi, Kibera was a patch of grey or green with few streets and no names. Hundreds of thousands of people lived there, estimates varied widely, yet on the map there was almost nothing: no schools, no clinics, no water points, no paths. For planners and service providers, a place that is not on the map is a place that is easy to overlook.

In 2009 a group of young residents, with the support of a few open-mapping volunteers, set out to change that. Map Kibera trained local people to walk the neighbourhood with GPS devices, record what they found and add it to OpenStreetMap, the open, collaborative map of the world. Within weeks, the blank space began to fill with paths, schools, clinics, toilets, water points and businesses. Later the project added community news and video, so that residents could report on their own neighbourhood as well as map it.

## Why the licence matters

It would have been possible to map Kibera for a government agency, a company or a research project and keep the data inside that organisation. Map Kibera chose OpenStreetMap, where the data is published under an open licence that lets anyone use it, including the residents themselves.

That choice made the map a commons. Nobody owns it exclusively; anyone may improve it; and the rules of the licence stop anyone from taking the shared work and closing it off. A local school can print its own map. A health organisation can plan outreach. A resident can prove that a path exists when it is threatened.

Data gathered by outsiders tends to flow upwards, to agencies and researchers, and stay there. Open data gathered by residents can flow in every direction, including back to the people it describes.

## Knowledge that only residents have

There is also a question of what gets mapped. Official surveys record what official categories recognise: formal buildings, registered businesses, public facilities. Residents know things that those categories miss: which water point is reliable, which toilet is safe at night, which informal school serves which families, where flooding gathers after rain.

When residents do the mapping, that knowledge can be recorded, and decisions about what matters are made by people who live with the consequences. This is what makes community mapping more than a cheap substitute for professional surveys. It is a different kind of knowledge.

Mapping also changes the mappers. Young people who walked every path of their neighbourhood with a GPS unit came to know it in a new way, and to speak about it with an authority that outsiders could not dismiss. Several went on to map other settlements, train others and work with local organisations that used the data. A map made this way is not only a product. It is a set of skills and relationships that stays in the community after the outside volunteers have gone home, and that can be used again when the next planning decision comes along.

## Beyond one neighbourhood

Kibera is not alone. Residents of informal settlements in many cities, often organised through federations of the urban poor, have carried out their own enumerations and maps, counting households, recording tenure and documenting services. Those surveys have repeatedly been used in negotiations with city governments over upgrading, water and sanitation. What they share with Map Kibera is the principle that the people described by the data should take part in producing it and decide how it is used.

## The risks

Maps can harm as well as help. A detailed map of an informal settlement can be used to plan evictions or demolitions as easily as to plan clinics. Marking the homes of vulnerable people can expose them. Open data is open to everyone, including those with bad intentions.

Map Kibera's answer, and that of similar projects elsewhere, has been to let the community decide what to map and what to leave off, and to focus on shared facilities rather than individual homes. That is a governance decision, made by the commons about itself. It is exactly the kind of rule any commons needs: a shared judgement about how the resource may be used.

## Objections

Mapping professionals point out that volunteer maps can be uneven, with some areas mapped in detail and others hardly at all, and that they go out of date if nobody maintains them. Official agencies have standards, verification and accountability.

All true. But the alternative, in Kibera and many places like it, was not a better official map. It was no map at all. The sensible response to uneven volunteer data is to support its maintenance and check it, not to ignore it. Public agencies can contribute to open maps, use them in their own planning and fund local mappers to keep them current.

## Conclusion

A map decides what is visible. For decades, the residents of informal settlements were invisible on the maps that governed them. Community-made open maps changed that in Kibera, and they did it as a commons: shared, open and governed by the people it describes. Public agencies should treat such maps as shared infrastructure, fund their upkeep and respect the community's decisions about what they show.`,
      sources: [
        "Map Kibera project documentation and OpenStreetMap data.",
        "Hess, C., & Ostrom, E. (eds.) (2007). Understanding Knowledge as a Commons: From Theory to Practice. MIT Press.",
      ].join("\n"),
      tags: ["open data", "participatory mapping", "informal settlements"],
      keywords: ["Map Kibera", "OpenStreetMap", "knowledge commons"],
    },
  },

  // ---------------------------------------------------------------- Draft
  {
    type: "opinion-essay",
    title: "Who sits at the fisheries table? (notes for an essay)",
    summary: "",
    domain: "Water & Oceans",
    location: { name: "Port Clyde, Maine", country: "United States", lat: 43.9268, lng: -69.257 },
    author: "contributor",
    status: "draft",
    daysAgo: 2,
    images: [illustration("coast", "Draft illustration: a harbour at dawn.")],
    body: {
      essayType: "opinion",
      tone: "conversational",
      excerpt:
        "Co-management councils decide who fishes where. The people who process and sell the catch are rarely at the table.",
      keyPoints: ["Maine's zone councils", "Kerala's harbour associations"],
      content:
        "## Outline\n\n- Start with the Maine zone councils.\n- Compare with the Kerala trawl ban debates.\n- Who is missing: processors, vendors, crew.",
      tags: ["fisheries"],
    },
  },
];

import { illustration, lines, type DemoPolicyBrief } from "./demo-longform-types";

/**
 * Demo policy briefs. Each argues one change of policy from the commons the
 * demo case studies describe; figures are round and widely reported, and the
 * references are real publications.
 */
export const DEMO_POLICY_BRIEFS: readonly DemoPolicyBrief[] = [
  {
    type: "policy-brief",
    title: "Give irrigators' courts a formal place in drought planning",
    summary:
      "Customary water courts settle disputes within days; basin drought plans should recognise them and hear them before cutting allocations.",
    domain: "Water & Oceans",
    location: {
      name: "Valencia, Comunitat Valenciana",
      country: "Spain",
      lat: 39.4699,
      lng: -0.3763,
    },
    author: "admin",
    status: "published",
    daysAgo: 344,
    images: [
      illustration("water", "Where a canal leaves the river, gates set each community's share."),
    ],
    likedBy: ["contributor", "researcher"],
    savedBy: ["contributor"],
    body: {
      subtitle: "What basin authorities can learn from the Water Tribunal of Valencia",
      executiveSummary:
        "Irrigation communities around Valencia have settled water disputes through their own elected court for centuries, quickly, in public and at almost no cost. Drought plans prepared by the basin authority, however, deal with irrigators mainly as users to be rationed. This brief recommends that basin drought plans name customary irrigation courts and canal communities as the first level for allocating cuts and settling disputes during drought, that their representatives sit on drought committees, and that their records be used as evidence when shortages are declared. The changes need little money and would keep most conflicts out of administrative and civil courts.",
      problemStatement:
        "In dry years the basin authority reduces allocations to irrigation districts by decree. How those reductions are shared among thousands of plots is left to the canal communities, but the plans do not say so, and the communities have no formal voice when cuts are decided. Farmers who feel a cut is unfair have two options: accept it or go to the administrative courts, which take years. The institutions that actually keep the peace on the canals are invisible in the documents that govern the basin.",
      keyFindings: lines(
        "- The Tribunal de les Aigües hears complaints every Thursday and decides them on the spot; many infractions are settled by canal guards before they reach it.",
        "- Its authority rests on judges who are working irrigators elected by their own communities, and on a procedure anyone can watch.",
        "- Spanish law recognises it as a customary court, so its rulings already have standing without any new legislation.",
        "- Drought plans describe allocation between districts in detail but say nothing about how cuts are shared inside them, which is where disputes arise.",
        "- Irrigation communities keep records of turns and complaints that could show, early and cheaply, where shortage is starting to bite.",
      ),
      recommendations:
        "Recognise customary irrigation courts and canal communities in drought plans as the first level for sharing cuts and settling disputes; give them seats on drought committees; use their records when shortages are declared and reviewed.",
      policyRecommendations: [
        {
          title: "Name customary courts and canal communities in the drought plan",
          priority: "high",
          description:
            "The plan should state that, inside each irrigation district, cuts are shared by the canal communities under their own ordinances, and that disputes go first to the customary court where one exists.",
          implementation:
            "Add a section on internal allocation to the drought plan at its next revision, drafted with the communities' legal advisers.",
          timeline: "At the next plan revision (12 to 24 months)",
          stakeholders: ["Basin authority", "Canal communities", "Water Tribunal"],
          resources: "Drafting time of the basin authority's legal team; no new budget.",
        },
        {
          title: "Seats for irrigators' representatives on drought committees",
          priority: "high",
          description:
            "Drought committees decide when shortage stages are declared. Elected syndics or their nominees should sit on them with a voice, so cuts are decided with people who will have to apply them.",
          implementation:
            "Amend the committee's rules of procedure; rotate seats among communities.",
          timeline: "6 to 12 months",
          stakeholders: ["Basin authority", "Syndics of the canal communities"],
          resources: "Travel and meeting costs for representatives.",
        },
        {
          title: "Use community records as drought evidence",
          priority: "medium",
          description:
            "Turn schedules, missed turns and complaint registers show where water is short before river gauges do. A simple shared format would let the basin authority read them.",
          implementation:
            "Agree a one-page seasonal return with the communities; publish a summary each season.",
          timeline: "One irrigation season to pilot",
          stakeholders: ["Canal guards and clerks", "Basin authority hydrologists"],
          resources: "A part-time data officer for the pilot season.",
        },
      ],
      evidence: [
        {
          source: "Observation of Tribunal sessions, 2022–2023",
          type: "Field observation",
          credibility: "high",
          description:
            "Public sessions observed across two irrigation seasons; cases were few and were decided the same day.",
          date: "2023",
        },
        {
          source: "Ostrom, Governing the Commons, chapter 3",
          type: "Peer-reviewed book",
          credibility: "high",
          description:
            "Analyses the huerta irrigation institutions as long-enduring, self-governed common-pool resource systems.",
          date: "1990",
        },
        {
          source: "UNESCO Representative List of the Intangible Cultural Heritage",
          type: "International listing",
          credibility: "medium",
          description:
            "The irrigators' tribunals of the Spanish Mediterranean coast were inscribed in 2009, which recognises them as living institutions.",
          url: "https://ich.unesco.org",
          date: "2009",
        },
      ],
      stakeholders: lines(
        "Canal communities and their elected syndics: apply cuts and settle disputes.",
        "The Water Tribunal: hears disputes between irrigators.",
        "The basin authority: declares shortage stages and sets allocations between districts.",
        "City and regional governments: protect the huerta as farmland and heritage.",
      ),
      implementationPlan:
        "Start with a working group of the basin authority and the canal communities to draft the new plan section and committee rules, test the seasonal return in one dry season, then adopt both at the plan revision.",
      timeline:
        "Months 1–6: working group and drafts. Months 6–12: committee rules amended, pilot of seasonal returns. Months 12–24: adoption in the revised drought plan.",
      budget:
        "Modest: meeting costs, a part-time data officer for one season, and legal drafting time already within the basin authority's budget.",
      risks:
        "Recognition could be read as giving customary courts powers they do not want, or as a way to pass unpopular cuts down to farmers. Communities with weak internal organisation may not be ready to share records.",
      successMetrics:
        "Share of drought-related disputes settled inside the communities; time from complaint to decision; number of appeals to administrative courts; attendance of irrigators' representatives at drought committees.",
      conclusion:
        "The huerta's institutions already do the hard part of drought management: sharing scarce water fairly among neighbours. Writing them into the plan costs little and makes the basin's rules match how water is really shared.",
      references: [
        {
          title: "Governing the Commons: The Evolution of Institutions for Collective Action",
          authors: "Ostrom, E.",
          publication: "Cambridge University Press",
          year: "1990",
        },
        {
          title: "Irrigation and Society in Medieval Valencia",
          authors: "Glick, T. F.",
          publication: "Harvard University Press",
          year: "1970",
        },
        {
          title:
            "...and the Desert Shall Rejoice: Conflict, Growth, and Justice in Arid Environments",
          authors: "Maass, A., & Anderson, R. L.",
          publication: "MIT Press",
          year: "1978",
        },
      ],
      sources: "Field notes from Tribunal sessions; published ordinances of the canal communities.",
      contacts: "Through the Field Commons editors.",
      tags: ["irrigation", "drought", "customary courts", "water law"],
    },
  },
  {
    type: "policy-brief",
    title: "Let fishers help set the monsoon trawl ban on the Kerala coast",
    summary:
      "The seasonal trawl ban is accepted when fishers help design it; a standing co-management council would keep it that way.",
    domain: "Water & Oceans",
    location: { name: "Kollam, Kerala", country: "India", lat: 8.8932, lng: 76.6141 },
    author: "contributor",
    status: "published",
    daysAgo: 287,
    images: [
      illustration("coast", "Boats wait out the monsoon closure in harbour."),
      illustration("market", "Landing-centre markets depend on the fleet's season."),
    ],
    likedBy: ["admin"],
    savedBy: ["researcher"],
    body: {
      subtitle: "Co-management for a seasonal closure that fishers already accept",
      executiveSummary:
        "Kerala has closed its waters to mechanised trawling for several weeks of the monsoon in most years since the late 1980s. The closure protects spawning stocks and reduces conflict between trawlers and small-scale fishers, but its length and dates are still argued over every year, and decisions are taken by government after short consultations. This brief proposes a standing fisheries co-management council with seats for small-scale and mechanised fishers, fish workers and scientists, which would recommend the dates, monitor compliance and review the closure's effects every year.",
      problemStatement:
        "Every year the start date, length and exemptions of the trawl ban are disputed. Mechanised boat owners press for shorter closures; small-scale fishers and many scientists argue for longer ones. Because decisions are made late and from the top, they are seen as political, enforcement varies between districts, and women fish workers, who lose income during the closure, are rarely consulted.",
      keyFindings: lines(
        "- The closure is widely accepted in principle by both trawl owners and small-scale fishers; the conflict is about its details.",
        "- Compliance is better where harbour associations and local fishers' councils take part in enforcement.",
        "- Decisions are announced late, which leaves boat owners and workers little time to plan.",
        "- Women who sell and process fish lose much of their income during the closure and have almost no voice in setting it.",
      ),
      recommendations:
        "Create a standing co-management council to recommend the closure's dates and rules each year, publish the evidence it used, and include fish workers' representatives.",
      policyRecommendations: [
        {
          title: "Standing co-management council for the seasonal closure",
          priority: "high",
          description:
            "A council with elected representatives of small-scale fishers, mechanised boat owners, fish workers and harbour associations, plus fisheries scientists, recommends the closure each year.",
          implementation:
            "Established by government order under the state's fisheries legislation.",
          timeline: "Before the next monsoon season",
          stakeholders: ["Fisheries department", "Fishers' unions", "Boat owners' associations"],
          resources: "A secretariat in the fisheries department; sitting allowances.",
        },
        {
          title: "Announce the closure early, with the evidence",
          priority: "medium",
          description:
            "Publish the council's recommendation and the stock and catch data behind it at least two months before the closure starts.",
          implementation: "A short public report each year; radio and harbour notice boards.",
          timeline: "Annual",
          stakeholders: ["Fisheries research institutes", "Council secretariat"],
          resources: "Staff time of existing research institutes.",
        },
        {
          title: "Relief designed with fish workers",
          priority: "medium",
          description:
            "Closure-period relief should reach women who sell and process fish, not only boat crews.",
          implementation: "Register fish workers through their co-operatives and unions.",
          timeline: "12 months",
          stakeholders: ["Fish workers' co-operatives", "Welfare fund board"],
          resources: "Within existing welfare fund budgets, re-targeted.",
        },
      ],
      evidence: [
        {
          source: "State fisheries department notices, several years",
          type: "Government records",
          credibility: "high",
          description:
            "Show the closure's dates and length changing from year to year after late decisions.",
        },
        {
          source: "Interviews with harbour association members, Kollam district",
          type: "Qualitative interviews",
          credibility: "medium",
          description: "Members describe compliance as better where they help patrol and report.",
          date: "2024",
        },
        {
          source: "Pomeroy & Berkes, 'Two to tango'",
          type: "Peer-reviewed article",
          credibility: "high",
          description:
            "Reviews the conditions under which government and fishers share management successfully.",
          date: "1997",
        },
      ],
      stakeholders:
        "Small-scale fishers and their unions; mechanised boat owners; women fish vendors and processors; harbour associations; the state fisheries department; marine research institutes; the coast guard and marine enforcement.",
      implementationPlan:
        "Draft the order with fishers' organisations; hold elections for council seats through existing associations; run the first council in the months before the monsoon; review after one season.",
      timeline:
        "Order and elections: 6 months. First council: before the next monsoon. Review: after the season.",
      budget:
        "A small secretariat, meeting costs and publication; relief re-targeted within existing funds.",
      risks:
        "The council could be captured by the best-organised interests, usually boat owners. Scientists' advice may be ignored in a bad year. Relief registration could exclude informal workers.",
      successMetrics:
        "Date of announcement each year; reported violations during the closure; share of fish workers registered for relief; representation of women on the council.",
      conclusion:
        "The trawl ban works because most fishers want it to. Giving them a standing place in setting it would make it less contested and easier to enforce.",
      references: [
        {
          title: "Two to tango: the role of government in fisheries co-management",
          authors: "Pomeroy, R. S., & Berkes, F.",
          publication: "Marine Policy 21(5)",
          year: "1997",
        },
        {
          title: "Governing the Commons: The Evolution of Institutions for Collective Action",
          authors: "Ostrom, E.",
          publication: "Cambridge University Press",
          year: "1990",
        },
      ],
      sources:
        "Fisheries department notices; interviews with fishers' and fish workers' associations.",
      contacts: "Through the author's profile.",
      tags: ["fisheries", "co-management", "seasonal closure"],
    },
  },
  {
    type: "policy-brief",
    title: "Secure the rights of community forest enterprises",
    summary:
      "Communities that own and log their forests well need long management permits, simpler paperwork and fair access to timber markets.",
    domain: "Land & Environment",
    location: { name: "Ixtlán de Juárez, Oaxaca", country: "Mexico", lat: 17.3295, lng: -96.4869 },
    author: "contributor",
    status: "published",
    daysAgo: 253,
    images: [
      illustration("forest", "Managed pine-oak forest in the Sierra Norte."),
      illustration("village", "The community's sawmill and offices sit at the edge of town."),
    ],
    likedBy: ["admin", "researcher"],
    savedBy: ["admin"],
    body: {
      subtitle: "Lessons from the Sierra Norte of Oaxaca",
      executiveSummary:
        "Most of Mexico's forests belong to ejidos and agrarian communities, and some of them, such as Ixtlán de Juárez, run certified forest enterprises that employ their members and fund local services. These enterprises face short permits, heavy and duplicated paperwork and competition from illegal timber. This brief recommends management permits matched to the length of the harvest cycle, a single window for permits and certification, and public procurement that favours legal, community-produced timber.",
      problemStatement:
        "Community forest enterprises carry the costs of planning, certification and legal compliance, while illegally cut timber undercuts them on price. Permit renewals and separate audits take time and money that small communities do not have, and uncertainty about renewals discourages long-term investment in the forest and the sawmill.",
      keyFindings: lines(
        "- Community enterprises in the Sierra Norte have kept forest cover while providing local jobs and income for decades.",
        "- Certification and permits are audited separately, with overlapping requirements.",
        "- Illegal timber lowers prices and makes legal production less profitable.",
        "- Communities reinvest forest income in roads, schools, pensions and firefighting brigades.",
      ),
      recommendations:
        "Issue management permits for the length of the harvest cycle, accept third-party certification audits for permit compliance, and give legal community timber preference in public procurement.",
      policyRecommendations: [
        {
          title: "Permits for the length of the harvest cycle",
          priority: "high",
          description:
            "A management plan covers a full cutting cycle; the permit should too, with mid-term reviews instead of renewals.",
          implementation: "Amend the forestry regulations on management permits.",
          timeline: "18 months",
          stakeholders: [
            "Environment ministry",
            "National forestry commission",
            "Community assemblies",
          ],
          resources: "Regulatory drafting; no new spending.",
        },
        {
          title: "One audit for certification and permit compliance",
          priority: "medium",
          description:
            "Recognise accredited certification audits as evidence of compliance with the management plan.",
          implementation: "An agreement between the forestry authority and accredited certifiers.",
          timeline: "12 months",
          stakeholders: ["Forestry authority", "Certification bodies"],
          resources: "Staff time to align audit checklists.",
        },
        {
          title: "Public procurement that favours legal community timber",
          priority: "medium",
          description:
            "Schools, furniture and construction programmes should buy timber with verified legal origin, giving weight to community producers.",
          implementation: "Procurement guidelines for federal and state programmes.",
          timeline: "12 to 24 months",
          stakeholders: ["Finance ministry", "State governments", "Community enterprises"],
          resources: "Verification costs shared with buyers.",
        },
      ],
      evidence: [
        {
          source: "Bray, Merino-Pérez & Barry (eds.), The Community Forests of Mexico",
          type: "Edited academic volume",
          credibility: "high",
          description:
            "Documents the growth and performance of community forest enterprises across Mexico.",
          date: "2005",
        },
        {
          source: "Community assembly minutes and enterprise reports",
          type: "Community records",
          credibility: "medium",
          description:
            "Show how income is shared between reinvestment, wages and community services.",
        },
      ],
      stakeholders:
        "Community assemblies and their elected commissariats; enterprise managers and forest workers; the federal forestry authority; state governments; certifiers; timber buyers.",
      implementationPlan:
        "Draft regulatory changes with federations of forest communities, pilot joint audits in one state, then extend.",
      timeline: "Pilot in year one; regulatory change in year two.",
      budget: "Mainly staff time; verification costs for procurement shared with buyers.",
      risks:
        "Longer permits need strong mid-term reviews to avoid over-harvesting. Procurement preferences could be abused by intermediaries posing as communities.",
      successMetrics:
        "Time and cost of permit renewals; number of communities certified; share of public timber purchases with verified legal origin; forest cover in community forests.",
      conclusion:
        "Mexico already has a model of community forestry that works. Policy should stop making it harder than illegal logging.",
      references: [
        {
          title: "The Community Forests of Mexico: Managing for Sustainable Landscapes",
          authors: "Bray, D. B., Merino-Pérez, L., & Barry, D. (eds.)",
          publication: "University of Texas Press",
          year: "2005",
        },
        {
          title: "Common property institutions and sustainable governance of resources",
          authors: "Agrawal, A.",
          publication: "World Development 29(10)",
          year: "2001",
        },
      ],
      sources:
        "Published research on Mexican community forestry; conversations with enterprise staff.",
      contacts: "Through the author's profile.",
      tags: ["community forestry", "land rights", "timber"],
    },
  },
  {
    type: "policy-brief",
    title: "Keep ranger-led fire management funded for the long term",
    summary:
      "Early dry-season burning by Aboriginal rangers cuts wildfire emissions; its funding should not depend on one market.",
    domain: "Land & Environment",
    location: {
      name: "West Arnhem Land, Northern Territory",
      country: "Australia",
      lat: -12.4,
      lng: 133.6,
    },
    author: "contributor",
    status: "published",
    daysAgo: 201,
    images: [illustration("forest", "Savanna woodland after a cool early dry-season burn.")],
    likedBy: ["admin"],
    body: {
      subtitle: "Savanna burning, carbon income and the work behind it",
      executiveSummary:
        "Aboriginal ranger groups in West Arnhem Land light cool fires early in the dry season, reviving a practice that reduces the area burnt by hot late-season wildfires. Since the mid-2000s the reduction in emissions has earned income, first under an agreement with a gas plant operator and later through Australian carbon credits. That income pays for ranger jobs, but it rises and falls with carbon markets and method rules. This brief recommends stable core funding for ranger programmes, recognition of the cultural and biodiversity benefits alongside carbon, and decisions on method changes made with Traditional Owners.",
      problemStatement:
        "Ranger programmes now depend on two unstable sources: fixed-term government grants and carbon income. Changes to carbon methods or prices can shrink income suddenly, while the work of burning, surveying country and training young rangers needs steady funding over decades.",
      keyFindings: lines(
        "- Early dry-season burning reduces the area burnt by late-season wildfires, which release more emissions.",
        "- Carbon income has paid for equipment, helicopter time and ranger wages.",
        "- Rangers and Traditional Owners value the work for caring for country, culture and jobs, not only for carbon.",
        "- Short grant cycles make it hard to keep experienced rangers.",
      ),
      recommendations:
        "Fund ranger programmes on ten-year terms, pay for biodiversity and cultural outcomes as well as carbon, and change carbon methods only after consultation with Traditional Owners.",
      policyRecommendations: [
        {
          title: "Ten-year core funding for ranger programmes",
          priority: "high",
          description:
            "Core wages and training funded on long terms, with carbon income as an addition rather than the base.",
          implementation: "Multi-year funding agreements with ranger organisations.",
          timeline: "Next budget cycle",
          stakeholders: ["Federal government", "Ranger organisations", "Land councils"],
          resources: "Re-profiling of existing programme funds into longer terms.",
        },
        {
          title: "Pay for more than carbon",
          priority: "medium",
          description:
            "Recognise biodiversity and cultural outcomes of fire management in funding, using indicators developed with rangers.",
          implementation: "A joint indicator framework and a pilot payment scheme.",
          timeline: "2 to 3 years",
          stakeholders: ["Rangers", "Ecologists", "Funding agencies"],
          resources: "Monitoring and a pilot fund.",
        },
        {
          title: "Consult before changing carbon methods",
          priority: "medium",
          description:
            "Method reviews should assess the effect on existing projects and involve Traditional Owners early.",
          implementation: "A standing consultation step in method review processes.",
          timeline: "Ongoing",
          stakeholders: ["Carbon market regulator", "Traditional Owners"],
          resources: "Consultation costs.",
        },
      ],
      evidence: [
        {
          source:
            "Russell-Smith, Whitehead & Cooke (eds.), Culture, Ecology and Economy of Fire Management in North Australian Savannas",
          type: "Edited academic volume",
          credibility: "high",
          description:
            "Describes the West Arnhem Land fire project, its science and its origins in customary burning.",
          date: "2009",
        },
        {
          source: "Ranger organisation annual reports",
          type: "Organisational reports",
          credibility: "medium",
          description: "Report area burnt early and late in the season and ranger employment.",
        },
      ],
      stakeholders:
        "Traditional Owners and ranger groups; land councils; federal and territory governments; the carbon market regulator; buyers of carbon credits; conservation organisations.",
      implementationPlan:
        "Negotiate long funding agreements at the next budget; develop biodiversity and cultural indicators with rangers over two years; add a consultation step to method reviews.",
      timeline: "Funding: next budget. Indicators: 2 years. Consultation step: immediately.",
      budget: "Mostly existing funds on longer terms; a modest pilot for non-carbon payments.",
      risks:
        "Outcome payments could add reporting burdens; long-term funding can be cut in later budgets; carbon income may still fall.",
      successMetrics:
        "Ranger retention; share of area burnt early versus late; funding certainty in years; number of rangers trained.",
      conclusion:
        "Fire management in West Arnhem Land is a success built on old knowledge and new income. It should not rise and fall with one market.",
      references: [
        {
          title:
            "Culture, Ecology and Economy of Fire Management in North Australian Savannas: Rekindling the Wurrk Tradition",
          authors: "Russell-Smith, J., Whitehead, P., & Cooke, P. (eds.)",
          publication: "CSIRO Publishing",
          year: "2009",
        },
      ],
      sources: "Published research; ranger organisations' public reports.",
      contacts: "Through the author's profile.",
      tags: ["fire management", "Indigenous rangers", "carbon"],
    },
  },
  {
    type: "policy-brief",
    title: "A right for neighbours to buy into local wind and grid projects",
    summary:
      "Where residents can own a share of the turbines and grids near them, projects meet less opposition and income stays local.",
    domain: "Energy & Infrastructure",
    location: { name: "Copenhagen", country: "Denmark", lat: 55.6761, lng: 12.5683 },
    author: "admin",
    status: "published",
    daysAgo: 176,
    images: [
      illustration(
        "energy",
        "Turbines and solar rows owned partly by the people who live near them.",
      ),
    ],
    likedBy: ["contributor", "researcher"],
    savedBy: ["researcher"],
    body: {
      subtitle: "Lessons from Middelgrunden and Schönau",
      executiveSummary:
        "Energy projects owned partly by their neighbours meet less opposition and keep more of their income in the area. Middelgrunden, the offshore wind farm off Copenhagen, is half owned by a co-operative of local investors; in Schönau, residents bought their town's electricity grid in the 1990s. Denmark's 2009 requirement that developers offer at least a fifth of the shares in new onshore wind projects to local residents showed that such rules can be written into law. This brief recommends a right of local residents and municipalities to buy shares in new wind and solar projects, and a right of first refusal when local distribution grids are sold.",
      problemStatement:
        "Renewable projects are increasingly opposed by the communities that host them, who bear the visual and land-use costs while profits go elsewhere. Where ownership is local, acceptance is higher, but residents rarely have the chance to invest on fair terms, and grid concessions are usually renewed without considering community bids.",
      keyFindings: lines(
        "- Co-operative ownership at Middelgrunden gave thousands of residents a direct stake in the project.",
        "- Schönau's residents showed that a community can buy and run a distribution grid.",
        "- Offers of shares work best when priced fairly, made early and explained locally.",
        "- Community bids for grid concessions are hampered by short bidding windows and lack of information about the grid's value.",
      ),
      recommendations:
        "Require developers of large wind and solar projects to offer a share to local residents and municipalities at cost; give communities a right of first refusal and full information when distribution grid concessions come up.",
      policyRecommendations: [
        {
          title: "A local share offer in new projects",
          priority: "high",
          description:
            "Developers offer a minimum share of new projects above a size threshold to residents within a set distance and to the municipality, at a price set by an independent valuation.",
          implementation:
            "National renewable energy law; an independent valuer approved by the regulator.",
          timeline: "2 years",
          stakeholders: ["Energy ministry", "Developers", "Municipalities", "Energy co-operatives"],
          resources: "Regulator staff; valuation costs paid by developers.",
        },
        {
          title: "Right of first refusal for local grids",
          priority: "medium",
          description:
            "When a distribution grid concession ends, the municipality and community organisations receive the grid's data and can bid first.",
          implementation: "Amend concession rules; publish asset data a year before expiry.",
          timeline: "3 years",
          stakeholders: ["Grid operators", "Municipalities", "Regulator"],
          resources: "Data publication by operators.",
        },
        {
          title: "Advice for community investors",
          priority: "low",
          description:
            "Independent advice services help residents judge offers and form co-operatives.",
          implementation: "Grants to regional energy agencies.",
          timeline: "1 year",
          stakeholders: ["Regional energy agencies", "Co-operative federations"],
          resources: "Small annual grant.",
        },
      ],
      evidence: [
        {
          source: "Middelgrunden co-operative records",
          type: "Organisational records",
          credibility: "high",
          description: "Show the ownership split between the co-operative and the utility.",
        },
        {
          source: "Walker & Devine-Wright, 'Community renewable energy: What should it mean?'",
          type: "Peer-reviewed article",
          credibility: "high",
          description: "Discusses process and outcome dimensions of community energy.",
          date: "2008",
        },
      ],
      stakeholders:
        "Residents near projects; municipalities; developers; energy co-operatives; distribution grid operators; the energy regulator.",
      implementationPlan:
        "Consult on the share threshold and distance, legislate, appoint valuers; publish grid data ahead of concession expiries.",
      timeline: "Legislation within two years; grid rules within three.",
      budget: "Mainly regulatory costs; valuation paid by developers; small advice grants.",
      risks:
        "Share offers may be taken up mainly by wealthier residents; poorly priced offers may lose residents money; developers may pass costs on.",
      successMetrics:
        "Share of new capacity with local ownership; take-up of offers; number of community grid bids; local objections to new projects.",
      conclusion:
        "Ownership changes how people see the turbines next door. The law can make fair ownership offers normal rather than exceptional.",
      references: [
        {
          title: "Community renewable energy: What should it mean?",
          authors: "Walker, G., & Devine-Wright, P.",
          publication: "Energy Policy 36(2)",
          year: "2008",
        },
      ],
      sources:
        "Co-operative and utility public information; published research on community energy.",
      contacts: "Through the Field Commons editors.",
      tags: ["community energy", "wind power", "co-operatives"],
    },
  },
  {
    type: "policy-brief",
    title: "Set aside spectrum for community mobile networks",
    summary:
      "Social-use spectrum licences let indigenous communities run their own mobile networks where commercial operators will not go.",
    domain: "Technology & Digital Access",
    location: { name: "Talea de Castro, Oaxaca", country: "Mexico", lat: 17.3654, lng: -96.2475 },
    author: "contributor",
    status: "published",
    daysAgo: 132,
    images: [illustration("network", "Antennas on a ridge connect mountain villages.")],
    likedBy: ["admin", "researcher"],
    savedBy: ["admin", "researcher"],
    body: {
      subtitle: "What Oaxaca's community networks teach regulators",
      executiveSummary:
        "In the Sierra of Oaxaca, indigenous communities have run their own mobile networks since the 2010s, with support from a non-profit. In 2016 Mexico's telecommunications regulator granted a social-use concession for spectrum to such an organisation, a first that others have studied. This brief recommends that regulators reserve spectrum for social and community use in areas without commercial coverage, simplify licensing for small networks, and allow community networks to interconnect with national operators on fair terms.",
      problemStatement:
        "Commercial mobile operators do not cover many small rural communities because revenue is too low. Communities that want to build their own networks face spectrum held by operators who do not use it there, licensing designed for national companies and high interconnection charges.",
      keyFindings: lines(
        "- Community networks in Oaxaca provide local calls and texts at low cost, governed by community assemblies.",
        "- A social-use concession showed that regulators can license community operators.",
        "- Interconnection and backhaul remain the largest costs.",
        "- Unused spectrum in rural areas is a resource that could be shared.",
      ),
      recommendations:
        "Reserve spectrum for social use in uncovered areas, create a light licence for small networks, and require fair interconnection.",
      policyRecommendations: [
        {
          title: "Social-use spectrum in uncovered areas",
          priority: "high",
          description:
            "Where licensed spectrum is not used, regulators make part of it available to community operators.",
          implementation: "Spectrum rules with coverage-based release.",
          timeline: "2 years",
          stakeholders: ["Telecommunications regulator", "Mobile operators", "Community networks"],
          resources: "Regulator staff; coverage mapping.",
        },
        {
          title: "A light licence for small networks",
          priority: "high",
          description: "Simple registration, low fees and reporting scaled to size.",
          implementation: "New licence category.",
          timeline: "1 year",
          stakeholders: ["Regulator", "Community networks"],
          resources: "Drafting and a registration system.",
        },
        {
          title: "Fair interconnection and backhaul",
          priority: "medium",
          description:
            "Cost-based interconnection rates for community networks and access to public fibre.",
          implementation: "Interconnection rules; open access on publicly funded backbone.",
          timeline: "2 years",
          stakeholders: ["Regulator", "National operators", "Public backbone operator"],
          resources: "Cost studies.",
        },
      ],
      evidence: [
        {
          source: "Regulator's 2016 decision on a social-use concession",
          type: "Regulatory decision",
          credibility: "high",
          description:
            "Granted spectrum for indigenous community mobile networks in several states.",
          date: "2016",
        },
        {
          source: "Field visits to community networks in the Sierra Norte",
          type: "Field observation",
          credibility: "medium",
          description:
            "Assemblies set prices and decide on expansion; local technicians maintain equipment.",
          date: "2024",
        },
      ],
      stakeholders:
        "Community assemblies; local technicians; the supporting non-profit; the regulator; national operators; public backbone operators.",
      implementationPlan:
        "Map coverage; consult on release rules; create a light licence; review interconnection rates.",
      timeline: "Licence in year one, spectrum release and interconnection in year two.",
      budget: "Regulatory costs; coverage mapping.",
      risks:
        "Operators may resist spectrum release; networks may struggle to sustain technicians; equipment may become obsolete.",
      successMetrics:
        "Number of community networks licensed; population newly covered; price of local calls; network uptime.",
      conclusion:
        "Communities have shown they can run their own networks. Regulators can remove the barriers that were designed for national companies.",
      references: [
        {
          title: "The Wealth of Networks: How Social Production Transforms Markets and Freedom",
          authors: "Benkler, Y.",
          publication: "Yale University Press",
          year: "2006",
        },
      ],
      sources: "Regulatory decisions; field visits.",
      contacts: "Through the author's profile.",
      tags: ["community networks", "spectrum", "connectivity"],
    },
  },
  {
    type: "policy-brief",
    title: "Recognise community seed banks in seed law",
    summary:
      "Farmers' seed banks conserve local varieties; seed rules should let farmers exchange and sell that seed locally.",
    domain: "Knowledge & Education",
    location: { name: "Ejere district, Oromia", country: "Ethiopia", lat: 9.0, lng: 38.4 },
    author: "contributor",
    status: "published",
    daysAgo: 88,
    images: [
      illustration("fields", "Farmers' fields where local varieties are grown out each season."),
      illustration("library", "Seed is stored, labelled and lent like books."),
    ],
    likedBy: ["admin"],
    savedBy: ["admin", "researcher"],
    body: {
      subtitle: "Keeping local varieties in farmers' hands",
      executiveSummary:
        "Community seed banks in the Ethiopian highlands conserve local varieties of barley, wheat and other crops and lend seed to members, who return it with a share after harvest. They keep diversity alive in fields, not only in gene banks. But seed laws designed for certified commercial varieties can make it hard to exchange or sell farmer varieties. This brief recommends a clear exemption for farmer-to-farmer exchange, a simple registration path for farmer varieties, and support for seed banks as local knowledge institutions.",
      problemStatement:
        "Seed regulation focuses on certified varieties. Farmer varieties often cannot meet uniformity tests, so sales outside the community may be restricted, and seed banks operate in a legal grey zone.",
      keyFindings: lines(
        "- Seed banks maintain varieties adapted to local soils and weather.",
        "- Members borrow seed and repay in kind, which keeps the stock renewed.",
        "- Records kept by seed bank committees are valuable knowledge about varieties and their uses.",
        "- Legal uncertainty limits trade in farmer varieties beyond the village.",
      ),
      recommendations:
        "Exempt farmer-to-farmer exchange from certification, create a registration path for farmer varieties, and fund seed banks' storage and record keeping.",
      policyRecommendations: [
        {
          title: "Exempt farmer-to-farmer exchange",
          priority: "high",
          description:
            "Exchange and local sale of farmer-saved seed should not require certification.",
          implementation: "Amend seed regulations.",
          timeline: "1 to 2 years",
          stakeholders: ["Agriculture ministry", "Seed banks", "Farmer associations"],
          resources: "Regulatory drafting.",
        },
        {
          title: "Registration for farmer varieties",
          priority: "medium",
          description:
            "A simple registration based on description and use rather than uniformity trials.",
          implementation:
            "A farmer variety register kept with the national biodiversity institute.",
          timeline: "2 years",
          stakeholders: ["Biodiversity institute", "Seed banks"],
          resources: "Register staff.",
        },
        {
          title: "Support for storage and records",
          priority: "medium",
          description: "Small grants for storage buildings, containers and record keeping.",
          implementation: "Through district agriculture offices.",
          timeline: "Annual",
          stakeholders: ["District offices", "Seed bank committees"],
          resources: "Small grants.",
        },
      ],
      evidence: [
        {
          source: "Vernooy, Shrestha & Sthapit (eds.), Community Seed Banks",
          type: "Edited academic volume",
          credibility: "high",
          description: "Reviews community seed banks worldwide, including Ethiopia.",
          date: "2015",
        },
        {
          source: "Seed bank committee records",
          type: "Community records",
          credibility: "medium",
          description: "Loans and returns per season and varieties held.",
        },
      ],
      stakeholders:
        "Seed bank members and committees; farmer associations; district agriculture offices; the national biodiversity institute; seed regulators.",
      implementationPlan:
        "Consult seed banks and regulators; draft amendments; pilot the register; fund storage through district offices.",
      timeline: "Amendments and register within two years; grants annually.",
      budget: "Modest grants; register staff.",
      risks:
        "Unregulated seed could spread disease; registers may be too complex; grants may favour better-connected banks.",
      successMetrics:
        "Number of farmer varieties registered; seed banks operating; varieties held per bank; members borrowing seed.",
      conclusion:
        "Seed banks are where farmers' knowledge about varieties lives. The law should help them work in the open.",
      references: [
        {
          title: "Community Seed Banks: Origins, Evolution and Prospects",
          authors: "Vernooy, R., Shrestha, P., & Sthapit, B. (eds.)",
          publication: "Routledge",
          year: "2015",
        },
      ],
      sources: "Published research; seed bank committee records.",
      contacts: "Through the author's profile.",
      tags: ["seed", "agrobiodiversity", "farmers' rights"],
    },
  },
  {
    type: "policy-brief",
    title: "Pacts of collaboration: a municipal model for urban commons",
    summary:
      "Bologna's regulation lets residents and the city sign simple agreements to care for shared spaces; other cities can adopt it.",
    domain: "Social & Governance Systems",
    location: { name: "Bologna, Emilia-Romagna", country: "Italy", lat: 44.4949, lng: 11.3426 },
    author: "admin",
    status: "published",
    daysAgo: 41,
    images: [
      illustration("market", "A square cared for under a pact between residents and the city."),
    ],
    likedBy: ["contributor"],
    savedBy: ["contributor", "researcher"],
    body: {
      subtitle: "How to adopt a regulation for the care of urban commons",
      executiveSummary:
        "In 2014 Bologna adopted a regulation on collaboration between citizens and the city for the care and regeneration of urban commons. Residents propose to care for a park, a building or a service, and the city signs a pact of collaboration setting out who does what. Hundreds of pacts have been signed, and many Italian cities have adopted similar rules. This brief sets out how other cities can adopt the model and avoid its known weaknesses.",
      problemStatement:
        "Residents who want to care for public spaces face permits, liability questions and unclear contacts in city administration. Informal initiatives depend on goodwill and often fade.",
      keyFindings: lines(
        "- Pacts give residents a clear, simple legal basis for care of public spaces.",
        "- Most pacts are small, such as gardens, cleaning and shared use of buildings.",
        "- A single city office helps residents and departments agree.",
        "- Participation is uneven across neighbourhoods.",
      ),
      recommendations:
        "Adopt a regulation on collaboration, create a single contact office, publish all pacts, and support neighbourhoods with less capacity.",
      policyRecommendations: [
        {
          title: "Adopt a regulation on collaboration",
          priority: "high",
          description:
            "A council regulation defining urban commons, pacts and the process for proposing them.",
          implementation: "Council vote after public consultation.",
          timeline: "6 to 12 months",
          stakeholders: ["City council", "Residents' associations"],
          resources: "Legal drafting.",
        },
        {
          title: "A single contact office",
          priority: "high",
          description: "One office receives proposals and coordinates departments.",
          implementation: "Within the city's civic participation department.",
          timeline: "With adoption",
          stakeholders: ["City departments"],
          resources: "Two or three staff.",
        },
        {
          title: "Publish every pact",
          priority: "medium",
          description: "All pacts online with their terms and reports.",
          implementation: "Open register on the city's website.",
          timeline: "With adoption",
          stakeholders: ["City IT services"],
          resources: "Minimal.",
        },
        {
          title: "Outreach in low-participation neighbourhoods",
          priority: "medium",
          description: "Facilitators help residents develop proposals.",
          implementation: "Partnerships with community organisations.",
          timeline: "Ongoing",
          stakeholders: ["Community organisations"],
          resources: "Facilitator contracts.",
        },
      ],
      evidence: [
        {
          source: "Bologna's regulation and register of pacts",
          type: "Municipal documents",
          credibility: "high",
          description: "Text of the regulation and the public list of signed pacts.",
          date: "2014",
        },
        {
          source: "Foster & Iaione, 'The City as a Commons'",
          type: "Peer-reviewed article",
          credibility: "high",
          description: "Sets out the legal theory of urban commons behind the model.",
          date: "2016",
        },
      ],
      stakeholders:
        "Residents and associations; the city council and departments; schools and cultural organisations; businesses near shared spaces.",
      implementationPlan:
        "Consult, draft and adopt the regulation; set up the office and register; launch with a few pilot pacts.",
      timeline: "Adoption within a year; first pacts within months of adoption.",
      budget: "Office staff and facilitators; small material costs.",
      risks:
        "The city may use pacts to shift its duties onto volunteers; well-organised groups may dominate; liability questions may slow approvals.",
      successMetrics:
        "Number and spread of pacts; time from proposal to signature; renewal rate; participation by neighbourhood.",
      conclusion:
        "A short regulation and a helpful office can turn residents' goodwill into lasting care for shared spaces.",
      references: [
        {
          title: "The City as a Commons",
          authors: "Foster, S. R., & Iaione, C.",
          publication: "Yale Law & Policy Review 34(2)",
          year: "2016",
        },
        {
          title: "The CO-City: Sharing, Collaborating, Cooperating, and Commoning in the City",
          authors: "Iaione, C.",
          publication: "American Journal of Economics and Sociology 75(2)",
          year: "2016",
        },
      ],
      sources: "City of Bologna documents; published research on urban commons.",
      contacts: "Through the Field Commons editors.",
      tags: ["urban commons", "municipal policy", "participation"],
    },
  },

  // ---------------------------------------------------------------- Draft
  {
    type: "policy-brief",
    title: "Open textbooks in provincial procurement (draft)",
    summary: "",
    domain: "Knowledge & Education",
    location: {
      name: "Cape Town, Western Cape",
      country: "South Africa",
      lat: -33.9249,
      lng: 18.4241,
    },
    author: "contributor",
    status: "draft",
    daysAgo: 4,
    images: [illustration("library", "Draft: classroom shelves with printed open textbooks.")],
    body: {
      executiveSummary:
        "Openly licensed maths and science textbooks have been printed and distributed to schools. This brief will argue that provinces should budget for updating and printing them, not only for buying commercial titles.",
      problemStatement:
        "Procurement rules favour commercial catalogues; open books depend on one-off grants for updates.",
      keyFindings: "To do: compare costs per learner; interview two provincial officials.",
      tags: ["open educational resources"],
    },
  },
];

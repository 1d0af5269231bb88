import { US_STATES } from '../taxonomy/us-states.js';

/**
 * Words that say nothing about what a company does: common English and the filler of company profiles
 * ("provides", "segment", "solutions"). The dataset build never makes them keywords and Florence never
 * cites them as a reason. Lower case; a word, not a stem.
 */
const ENGLISH = `
a about above according across actually after afterwards again against ago all almost alone along already also although
always am among amongst an and another any anyone anything anywhere are around as at away back be became because become
becomes becoming been before beforehand behind being below beside besides best better between beyond big both brief but by
came can cannot could did do does doing done down due during each early either else elsewhere enough especially etc even
ever every everyone everything everywhere except far few fewer first five following for former formerly forth four from
full further furthermore gave get gets getting give given gives go goes going gone good got great had has have having he
hence her here hereby herein hers herself high higher highest him himself his how however i if in indeed instead into is
it its itself just keep kept last late later latest least less let like likely little long lot low lower lowest made
mainly many may maybe me meanwhile might mine more moreover most mostly much must my myself near nearly necessary need
needs neither never nevertheless next nine no nobody none nor not nothing now nowhere of off often on once one ones only
onto or other others otherwise our ours ourselves out over overall own part particular particularly per perhaps place
possible quite rather really regarding said same see seem seemed seems seen self several shall she should show shown
since six so some somehow someone something sometimes somewhat somewhere soon still stop such take taken ten than that the
their theirs them themselves then thence there thereafter thereby therefore therein thereof these they thing things third
this those though three through throughout thru thus to together too took toward towards twelve twenty two under unless
unlike until up upon us use used uses using usually various very via was way ways we well went were what whatever when
whence whenever where whereas whereby wherein whether which while whither who whoever whole whom whose why will with
within without would yet you your yours yourself
large larger largest small smaller smallest medium big bigger biggest new newer newest old older main major minor
key leading leader leaders top strong well-known known able approximately around about various certain specific
different diverse diversified broad wide range variety number numerous multiple single several additional
additionally addition also primarily principally mainly generally currently recently formerly previously today
time times year years month months day days period periods end ends begin began beginning start started starting
make makes making made help helps helping allow allows allowing enable enables enabling want wants look looks
become becomes remain remains include includes including included comprise comprises comprising consist consists
consisting contain contains containing involve involves involving relate relates related relating
`;

const BUSINESS = `
company companies corporation corporations corp inc incorporated ltd limited llc plc lp group groups holding holdings
co subsidiary subsidiaries affiliate affiliates parent entity entities organization organizations
firm firms business businesses office offices headquarters headquartered based located location locations founded
incorporate name named changed change
provide provides provided providing provider providers offer offers offered offering offerings operate operates operated
operating operation operations operator engage engages engaged engaging develop develops developed developing
designs designed designing manufacture manufactures manufactured manufacturer
market markets marketed sell sells sold selling sale sales serve serves served serving distribute
distributes distributed distributing focus focuses focused focusing intend intends intended seek seeks aim aims
plan plans planned produce produces produced producing conduct conducts conducted own owns owned
product products service services solution solutions segment segments division divisions unit units line lines
customer customers client clients user users partner partners partnership partnerships
portfolio portfolios activity activities area areas field fields sector sectors industry industries type types kind
kinds category categories class classes offering platform platforms capability capabilities approach
worldwide global globally international internationally domestic domestically national nationally regional
locally local north south east west northern southern eastern western central united states america american
world world's countries country region regions
well-established established leading provider various related other together primarily
inc's company's
total percent basis base bases
merger mergers reorganization combination purchase purchases exchange stock stocks share shares shareholder shareholders
capital acquisition acquisitions transaction transactions qualifying asset assets interest interests owning ownership
million millions billion billions thousand thousands square feet county counties individuals communities community
strategy strategies phase benchmark benchmarks explore explores exploring responsible commitment committed mission
vision value values quality innovative innovation excellence experience experienced dedicated trusted premier
seeking behalf attractive expertise generate generates generating deliver delivers delivering
common preferred dividend dividends warrant warrants obligation obligations
team teams people employees employee staff member members opportunity opportunities growth grow growing
`;

export const STOP_WORDS: ReadonlySet<string> = new Set(`${ENGLISH} ${BUSINESS}`.split(/\s+/).filter(Boolean));

export const isStopWord = (word: string) => STOP_WORDS.has(word.toLowerCase());

/**
 * Words the ranking reads (they are not on the stop list, so the order of a list does not move) that a
 * reason never cites as evidence of a fit: generic business words that carry no industry meaning
 * ("general", "commercial", "network"), found cited as a match by outside testers (issue 40). Lower case.
 */
const WEAK_EVIDENCE = `
general generic commercial personal independent professional professionals private public family
management manage managed managing manager managers network networks brand brands branded label labels
practice practices certified access support supports center centers centre centres stage stages candidate
candidates direct directly specialty specialties specialized specialised special run runs running mid sized size
sizes sizing hard standard standards custom customized complete comprehensive integrated advanced
chain chains agency agencies rate rates renewal placing placed program programs system systems
representative representatives contract contracts technology technologies revenue revenues return returns increase
`;

/** The words of US state names ("texas", "carolina"): a place is the geography factor's to say, not a match of business. */
const STATE_WORDS = US_STATES.flatMap((state) => state.name.toLowerCase().split(/\s+/));

export const NOT_EVIDENCE: ReadonlySet<string> = new Set([...WEAK_EVIDENCE.split(/\s+/).filter(Boolean), ...STATE_WORDS]);

/** Whether a word may be cited as evidence of a fit: neither a stop word nor a generic business word. */
export const isEvidenceWord = (word: string) => !isStopWord(word) && !NOT_EVIDENCE.has(word.toLowerCase());

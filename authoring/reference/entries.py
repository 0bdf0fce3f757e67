"""The rules reference: one entry per rule id of the rules digest, in the project's words.

Each entry says what the rule means for a designer, which rulesets it belongs
to, the ruleset parameters that govern it (their defaults per ruleset come
from :mod:`engine.model.ruleset`, never from here) and the board or Call
fields that shape it. ``callforge rules`` prints them; ``docs/rules.md`` is
generated from them.

>>> RULES["R-TURN-3"].title
'No turn ends in Fire'
>>> RULES["R-ACT-9"].params
('vehicles', 'splash_crosses_zone')
"""

from __future__ import annotations

from dataclasses import dataclass

ALL = ("family", "experienced", "gsh")
ADVANCED = ("experienced", "gsh")
EXPERIENCED = ("experienced",)
GSH = ("gsh",)


@dataclass(frozen=True)
class Rule:
    """One rule: its id, a short title, what it means, where it applies and what governs it."""

    id: str
    title: str
    text: str
    rulesets: tuple[str, ...] = ALL
    params: tuple[str, ...] = ()
    """Ruleset parameters (``ruleset.params`` of a Call) that change how the rule plays."""
    fields: tuple[str, ...] = ()
    """Board or Call fields that give the rule its numbers or places."""
    not_played: str = ""
    """Why the engine does not play the rule yet; empty when it does."""

    @property
    def section(self) -> str:
        """The rule's section prefix, e.g. ``R-TURN``."""
        return self.id.rsplit("-", 1)[0]


SECTIONS = {
    "R-GEO": "Geometry",
    "R-TURN": "Turn",
    "R-ACT": "Actions",
    "R-FIRE": "Advance Fire",
    "R-EXPL": "Explosion",
    "R-SEC": "Secondary effects",
    "R-POI": "Replenish POI",
    "R-SETUP": "Setup",
    "R-END": "Game end",
    "R-HERO": "Heroes and Call mechanics",
}
"""Section prefix -> title, in the digest's order."""


_ENTRIES = (
    # ---- geometry ----
    Rule("R-GEO-1", "The grid and the scene",
         "A board is a grid of rows and columns; the standard one is 8 x 10. The scene (the building) is the "
         "spaces inside the outer ring unless the board lists its own scene, which need not be a rectangle. "
         "Every space outside the scene is outside.",
         fields=("board.rows", "board.cols", "board.scene")),
    Rule("R-GEO-2", "Spaces named by dice",
         "A roll of the red and the black die names a scene space, the Target space of fire, POI and setup "
         "rolls. By default the red d6 gives the row and the black d8 the column.",
         fields=("board.dice",)),
    Rule("R-GEO-3", "Adjacent spaces",
         "Two spaces are Adjacent when they share a side and nothing blocks it: a wall with less than 2 Damage "
         "or a Closed door blocks; an Open door, a Destroyed wall and a removed door do not. Diagonal spaces "
         "are never Adjacent.",
         fields=("board.walls", "board.doors", "board.rooms")),
    Rule("R-GEO-4", "Inside and outside",
         "Outside spaces are Adjacent to one another. Between the scene and the outside only doors, openings and "
         "Destroyed walls of the outer wall let anything through; every other side of the outer wall is a wall.",
         fields=("board.openings", "board.doors")),
    Rule("R-GEO-5", "Zones",
         "Zones divide the scene into the regions the deck gun aims at. The standard board has four quadrants.",
         fields=("board.zones",)),
    Rule("R-GEO-6", "Flipping a die",
         "Flipping a die turns it to the opposite face: on a d6 a value x becomes 7 - x, on a d8 it becomes 9 - x."),
    Rule("R-GEO-7", "POI arrows",
         "Each scene space points to one of its eight neighbours, diagonals included and walls ignored. A POI "
         "whose target is blocked follows the arrows; on the standard board every chain of arrows ends in the "
         "loop of the eight centre spaces.",
         fields=("board.arrows",)),
    Rule("R-GEO-8", "Parking spots",
         "Each vehicle has parking spots on the ring, two side-by-side outside spaces each, listed in the "
         "clockwise order the vehicle drives them. The standard board has four for the Ambulance and four for "
         "the Engine.",
         fields=("board.parking",)),
    # ---- turn ----
    Rule("R-TURN-1", "Order of a turn",
         "Players take turns clockwise. In a turn the firefighter acts, then the fire phase runs (an Advance Fire "
         "roll, or a Fire card with the Fire deck), then POI are replenished.",
         params=("fire_phase",)),
    Rule("R-TURN-2", "Action points",
         "A firefighter starts its turn with its AP per turn plus the AP it saved. What it leaves unspent is "
         "saved, up to a cap. The extra AP some specialists get for one kind of action are never saved.",
         params=("ap_per_turn", "max_saved_ap")),
    Rule("R-TURN-3", "No turn ends in Fire",
         "A firefighter may not end its turn standing in Fire. It may move into Fire only if, having paid for "
         "that move, it can still get out of Fire this turn with the AP it has left, by its own actions: moves, "
         "opening a door on the way, extinguishing its own space or the next one, chopping through a wall, and in "
         "Golden State Heroes using its Active Boost first, clearing Debris or a Call marker, a diagonal move. "
         "While it stands in Fire and such a way out exists, `end` is refused, and so is any action that would "
         "take the last way out away."),
    # ---- actions ----
    Rule("R-ACT-1", "Move",
         "Moving to an Adjacent space costs 1 AP, or 2 AP when that space is on Fire."),
    Rule("R-ACT-2", "Carry",
         "A firefighter may carry one Victim or one Hazmat as it moves, for 2 AP a space, never into Fire."),
    Rule("R-ACT-3", "Reveal on entering",
         "Stepping onto a face-down POI turns it over at no cost: a False Alarm is taken off, a Victim stays."),
    Rule("R-ACT-4", "Rescue",
         "A carried (or led) Victim is rescued when it reaches a rescue place: any outside space, or a space of "
         "the Ambulance's current parking spot.",
         params=("rescue",)),
    Rule("R-ACT-5", "Doors",
         "Opening or closing a door on a side of the firefighter's own space costs 1 AP."),
    Rule("R-ACT-6", "Extinguish",
         "In its own or an Adjacent space a firefighter removes Smoke for 1 AP, turns Fire to Smoke for 1 AP, or "
         "removes Fire at once for 2 AP."),
    Rule("R-ACT-7", "Chop",
         "For 2 AP a firefighter puts one Damage on a wall of its own space (never a door). Damage comes from the "
         "damage supply; a wall with 2 Damage is Destroyed and no longer blocks.",
         fields=("call.supply.damage",)),
    Rule("R-ACT-8", "Drive",
         "With vehicles, driving moves a vehicle to the next parking spot either way for 2 AP. The Engine's "
         "driver must be on it and goes along; the Ambulance is called by radio from anywhere. Firefighters on "
         "the spot may ride along for free, and an Ambulance driven onto a Victim rescues it.",
         rulesets=ADVANCED, params=("vehicles",)),
    Rule("R-ACT-9", "Deck gun",
         "With vehicles, a firefighter on the Engine may fire the deck gun for 4 AP at the zone beside the "
         "Engine, if no firefighter is in it. Both dice are rolled and each die whose value falls outside the "
         "zone is flipped. The target and the spaces Adjacent to it lose their Fire and Smoke; whether that "
         "splash reaches across into another zone is a parameter.",
         rulesets=ADVANCED, params=("vehicles", "splash_crosses_zone"), fields=("board.zones", "board.parking")),
    Rule("R-ACT-10", "Crew Change",
         "As the first action of its turn, for 2 AP, a firefighter on the Engine's spot (or on a Crew Change space "
         "the Call names, R-HERO-5) may switch to a specialist nobody plays; for this turn it has the new "
         "specialist's AP less 2.",
         rulesets=ADVANCED, params=("vehicles", "specialists")),
    Rule("R-ACT-11", "Specialists",
         "With specialists, each firefighter plays one of eight roles with its own AP and ability: Paramedic "
         "(treats Victims), Fire Captain (pays other firefighters' moves and doors from Command AP, never a move into "
         "Fire, which the other firefighter could not be sure to leave before the fire phase), Imaging "
         "Technician (reveals POI from afar), CAFS Firefighter (extra extinguish AP), Hazmat Technician (disposes "
         "of Hazmat), Generalist (5 AP), Rescue Specialist (extra move AP, cheap chopping), Driver/Operator "
         "(cheaper deck gun with re-rolls). Golden State Heroes Calls with a hero set play heroes instead: specialists "
         "forged with Gear and Boosts from the Call's own hero set (R-HERO-1); without one, these eight.",
         rulesets=("experienced",), params=("specialists",), fields=("call.specialists",)),
    Rule("R-ACT-12", "Lead a Healed Victim",
         "A Healed Victim walks with its firefighter at no extra AP, never into Fire. A firefighter leads at most "
         "one, and may carry one item at the same time.",
         rulesets=ADVANCED, params=("specialists",)),
    Rule("R-ACT-13", "Debris",
         "With Debris, clearing one Debris marker from the own or an Adjacent space costs 1 AP. Nobody enters or "
         "leaves a space with Debris; Debris falling on a firefighter lays it down, and standing up costs AP at "
         "its next turn; a POI under Debris stays put until the space is cleared.",
         rulesets=GSH, params=("debris",)),
    Rule("R-ACT-14", "Cards of the heroes",
         "Heal, Boosts, Gear and signature skills come from cards, which the Call defines as data (its hero set). "
         "A card that allows a diagonal move lets its hero step to a corner neighbour, around a corner open on at "
         "least one side, for 1 AP (2 carrying a Victim or Hazmat); never into Fire, into or out of a space with "
         "Debris, or onto a Call marker that blocks the way.",
         rulesets=GSH, fields=("call.heroes",)),
    # ---- advance fire ----
    Rule("R-FIRE-1", "Advance Fire",
         "Roll a Target space and add Smoke there. Smoke on Smoke becomes Fire; Smoke next to Fire becomes Fire; "
         "on a space already burning the roll sets off an Explosion."),
    Rule("R-FIRE-2", "How often fire advances",
         "Without the Fire deck there is one Advance Fire roll per turn. With it, the drawn Fire card says how "
         "many rolls and what else happens.",
         params=("fire_phase",), fields=("call.decks",)),
    # ---- explosion ----
    Rule("R-EXPL-1", "Four directions",
         "An Explosion acts on its own in each of the four directions from its space."),
    Rule("R-EXPL-2", "The blast and the edge",
         "On each side the blast hits the edge first: a standing wall takes 1 Damage and stops it; a Closed door "
         "is blown away and stops it; an Open door is blown away and the blast goes on; a Destroyed wall or a "
         "missing door lets it through. The edge of the board stops it."),
    Rule("R-EXPL-3", "Fire and Shockwaves",
         "Past the edge, a space without Fire catches Fire and the direction ends, also outside the scene. A "
         "space already on Fire passes a Shockwave along through burning spaces until it reaches a space "
         "without Fire (which catches Fire), a wall (1 Damage) or a Closed door (blown away)."),
    Rule("R-EXPL-4", "Shockwaves set off Hazmat",
         "With this parameter, a Shockwave that reaches a Hazmat, on the first Fire space it starts in or further "
         "along, stops there and sets off another Explosion on that space once the current one is done.",
         rulesets=GSH, params=("shockwave_detonates_hazmat",)),
    # ---- secondary effects ----
    Rule("R-SEC-1", "Flashover",
         "After the fire advances, every Smoke next to Fire turns to Fire, again and again until none does."),
    Rule("R-SEC-2", "Hazmat on Fire",
         "With Hazmat, each Hazmat on Fire is removed and explodes on its space; in the experienced game it "
         "leaves a Hot Spot behind. Flashover and Hazmat repeat until nothing changes.",
         rulesets=ADVANCED, params=("hazmat", "hazmat_leaves_hot_spot")),
    Rule("R-SEC-3", "Flare-ups",
         "With Hot Spots, Fire advances again when its target holds a Hot Spot once flashover and the Hazmat "
         "explosions are done (a Hot Spot a Hazmat left there counts). After the flare-ups one new Hot Spot "
         "from the supply goes on the last target. The supply is the level's: 6, 12 at Heroic; a Call without "
         "levels has 6.",
         rulesets=EXPERIENCED, params=("hot_spots",), fields=("call.levels.hot_spot_supply",)),
    Rule("R-SEC-4", "Knock-down",
         "A firefighter on Fire is knocked down: it goes to the nearest ambulance parking space, or to the "
         "Ambulance's current spot, and a Victim it carried is lost.",
         params=("knock_down",), fields=("board.parking",)),
    Rule("R-SEC-5", "Victims and POI on Fire",
         "Every Victim and POI on Fire is lost; a POI is turned over first and a False Alarm simply removed."),
    Rule("R-SEC-6", "No Fire outside",
         "Fire outside the scene is removed at the end of the fire phase."),
    # ---- replenish POI ----
    Rule("R-POI-1", "Keep the POI up",
         "At the end of every turn new POI are placed until the board holds the number the ruleset keeps, while "
         "the POI bag lasts. Whether revealed Victims still on the board count is a parameter.",
         params=("poi_on_board", "poi_count_victims"), fields=("call.poi_bag",)),
    Rule("R-POI-2", "Placing by re-rolling",
         "In the family game a new POI goes on its Target space: Fire or Smoke there is removed first, another "
         "POI there means a re-roll, and a firefighter there turns it over at once.",
         rulesets=("family",), params=("poi_replenish", "poi_clears_threats", "firefighter_reveals_new_poi")),
    Rule("R-POI-3", "Placing along the arrows",
         "In the advanced games a POI whose Target space is blocked slides along the arrows to the first free "
         "space, with a re-roll if it comes back to a space it passed. What blocks it is a parameter; in Golden "
         "State Heroes a firefighter on the target turns the POI over instead.",
         rulesets=ADVANCED, params=("poi_replenish", "poi_blocked_by", "firefighter_reveals_new_poi"),
         fields=("board.arrows",)),
    # ---- setup ----
    Rule("R-SETUP-1", "Family setup",
         "In the family game every door starts Closed, Fire and three POI start on fixed spaces, and the POI bag "
         "holds a fixed mix of Victims and False Alarms.",
         rulesets=("family",), fields=("call.setup", "call.poi_bag")),
    Rule("R-SETUP-2", "Experienced setup",
         "The level sets how many explosions and Hazmat start the game; the first explosion lands on a centre "
         "space chosen by the black die, the next ones by dice rolls. Then come Hazmat, POI and the extra Hot "
         "Spots (more at higher levels and with more players); firefighters and vehicles choose their start.",
         rulesets=EXPERIENCED, fields=("call.levels", "call.setup")),
    Rule("R-SETUP-3", "Setup of a Golden State Heroes Call",
         "The Call itself lays out the setup, the Fire deck (chosen by player count, with Flare-Up cards in it "
         "and more set aside) and the Event deck.",
         rulesets=GSH, params=("fire_phase",), fields=("call.setup", "call.decks")),
    # ---- game end ----
    Rule("R-END-1", "Win",
         "The firefighters win as soon as enough Victims are rescued: 7 unless the Call says otherwise. A Golden "
         "State Heroes Call may also ask for a number of Helpers rescued, or for its named Victim among the rescued "
         "(R-HERO-7); then every condition must be met.",
         fields=("call.win.rescued", "call.win.helpers_rescued", "call.named_victim")),
    Rule("R-END-2", "Loss by Victims",
         "They lose as soon as too many Victims are lost: 4 unless the Call says otherwise, or, in a Golden State "
         "Heroes Call that says so, as soon as its named Victim is lost (R-HERO-7).",
         fields=("call.loss.victims_lost", "call.named_victim")),
    Rule("R-END-3", "Collapse",
         "They lose when the damage supply runs out: the building collapses and every Victim and POI still in "
         "play is lost.",
         fields=("call.supply.damage",)),
    # ---- heroes ----
    Rule("R-HERO-1", "Forging a firefighter",
         "Each player takes a specialist with its AP and one signature skill, equips 2 of 4 Gear cards, and "
         "keeps 2 of 3 Boost cards, one Active and one in Reserve.",
         rulesets=GSH, fields=("call.heroes",)),
    Rule("R-HERO-2", "Boosts",
         "Using the Active Boost discards it; the Reserve one becomes Active at the end of that player's turn. "
         "Two Boosts per player per Call unless the Call says otherwise: with more, a player who has had fewer "
         "draws a new Reserve each time the Reserve becomes Active (the discard pile reshuffled when the deck is "
         "empty); with one, only the Active Boost is kept.",
         rulesets=GSH, fields=("call.heroes.boosts_per_call",)),
    Rule("R-HERO-3", "Gear and Crew Change",
         "Gear belongs to its specialist; after a Crew Change the new specialist brings its own, while the Boosts "
         "pass to it.",
         rulesets=GSH, fields=("call.heroes",)),
    Rule("R-HERO-4", "Heal",
         "An action or an effect puts a Heal marker under a Victim, which can then be led.",
         rulesets=GSH, fields=("call.heroes",)),
    Rule("R-HERO-5", "Water sources",
         "The Suppression Blast is fired from a water source: the Engine, or one the Call names; without an "
         "Engine the Call says where Crew Change happens.",
         rulesets=GSH, fields=("call.water_sources", "call.crew_change_spaces")),
    Rule("R-HERO-6", "Other rescue places",
         "A Call may add rescue vehicles or places where a carried Victim is rescued.",
         rulesets=GSH, fields=("call.rescue_places",)),
    Rule("R-HERO-7", "Helpers",
         "A Call may put Helpers on the board; Fire takes them like Victims and POI, and the Call may end the game "
         "in defeat when too many are lost. A firefighter carrying and leading nothing guides a Helper of its own "
         "space to an Adjacent space for the AP of a plain move, never into Fire, as a Healed Victim is led; a "
         "Helper guided onto a rescue space is rescued. A Call may ask for rescued Helpers as well as Victims "
         "before the game is won. A Call may also name one Victim (the owner of the house, say), placed face up at "
         "setup: it is carried, Healed, led, rescued and lost like any Victim (a firefighter taking a Victim from "
         "its space takes the named one first, and a Heal there heals it first), but the game may need it rescued "
         "to be won, and losing it may lose the game at once.",
         rulesets=GSH, fields=("call.setup.helpers", "call.loss.helpers_lost", "call.win.helpers_rescued", "call.named_victim")),
    Rule("R-HERO-8", "Call markers",
         "Wrecks, live wires and the like are markers the Call defines from a fixed list of properties (blocks "
         "movement, blocks fire, AP to clear, what entering does, what Fire does to it), at most one on a space. "
         "A marker that blocks fire turns every edge of its space into a wall for fire alone, one that never "
         "takes Damage: Advance Fire and flashover do not spread Fire into or out of the space (a roll on it "
         "still adds Smoke, and turns Smoke there to Fire), and the blast or Shockwave of an Explosion stops "
         "at such an edge without harming it, so an Explosion on the space itself reaches nothing. Firefighters "
         "still move and extinguish across those edges unless the marker blocks movement too. A large marker "
         "covers 2 to 4 side-by-side spaces and is one marker: each of its spaces blocks and acts like a "
         "one-space marker, but removing it costs its clear cost once, and it leaves the board whole, whether "
         "cleared, taken by a card or burnt by Fire on any of its spaces.",
         rulesets=GSH, fields=("call.markers", "call.setup.markers")),
    Rule("R-HERO-9", "Components",
         "The box holds 35 Threat markers, 18 POI (13 Victims, 5 False Alarms) and 24 Damage; each Call picks its "
         "POI bag, Fire cards name the player counts they serve, and each Call has its own Event deck.",
         rulesets=GSH, fields=("call.poi_bag",)),
)

RULES: dict[str, Rule] = {rule.id: rule for rule in _ENTRIES}
"""Every rule by id, in the digest's order."""

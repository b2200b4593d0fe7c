// The TypeScript declarations of the Four Seas engine's JSON contract,
// generated from the engine's Rust types: do not edit by hand.

/** Tiles in mpsz (`123m456p789s1234567z`), Unicode tiles, or honor letters E S W N P F C. */
export type Notation = string;
/** A winning level's name. */
export type LevelName = "I" | "II" | "III" | "IV" | "V";
/** Every answer: `{ok: true, …}` with the answer's fields, or the error answer. */
export type Reply<T> = ({ ok: true } & T) | ErrorReply;
/** The error answer, with the CLI's codes; a session's names the hand at fault. */
export interface ErrorReply { ok: false; error: ErrorBody; }

export type Seat = "east" | "south" | "west" | "north";
export type Edition = "beginner" | "basic" | "intermediate" | "standard";
export type Win = "self_draw" | "discard" | "robbing_kong" | "kong_replacement" | "concealed_discard";
export type Blessing = "heaven" | "earth" | "man";
export type Shape = "standard" | "seven_pairs" | "knitted" | "thirteen_orphans" | "plaid";
export type Seating = "move_on" | "dealer_stays_on_win" | "dealer_stays_on_draw" | "dealer_stays" | "fixed";
export type Category = "A" | "B.a" | "B.b" | "B.c" | "C1" | "C2-C4" | "D" | "E1" | "E2" | "F1" | "F2" | "F3" | "F4" | "F5" | "F6" | "G1" | "G2" | "H1" | "H2" | "H3";
export type GroupKind = "chow" | "pung" | "kong" | "pair" | "single";
export type ReasonKind = "included_by" | "same_category" | "not_in_edition";
export type ErrorCode = "bad_request" | "bad_notation" | "wrong_tile_count" | "too_many_copies" | "too_many_melds" | "bad_meld" | "bad_win_tile" | "bad_value" | "bad_discarder" | "contradictory_win" | "not_winning" | "too_large" | "out_of_turn" | "tile_not_held" | "illegal_action" | "concealed_discard_used" | "below_minimum" | "hand_over" | "log_mismatch";
export type ErrorReason = "json" | "empty_request" | "request_too_long" | "not_json_data" | "wrong_argument" | "unknown_name" | "no_digits" | "not_a_tile" | "needs_suit" | "tile_back" | "unclosed" | "stray_close" | "one_tile" | "no_win_tile" | "no_tiles" | "picture_too_large" | "not_a_meld" | "concealed_not_kong" | "chow_start" | "meld_count" | "copies" | "win_hand_count" | "entry_count" | "hand_full" | "no_room_for_meld" | "analysis_count" | "advisor_count" | "call_leaves" | "offered_to_full_hand" | "table_own_seat" | "no_shape" | "needs_discarder" | "no_discarder" | "winner_discards" | "own_discard" | "robbed_tile" | "replacement_needs_kong" | "last_tile_win" | "blessing_melds" | "blessing_last_tile" | "heaven_is_east" | "earth_man_not_east" | "heaven_earth_self_drawn" | "man_on_discard" | "concealed_discard_edition" | "seat_twice" | "winner_disagrees" | "out_of_range" | "too_many" | "missing" | "field_conflict" | "one_of" | "four_players" | "player_names" | "not_at_table" | "seats_each_once" | "negative_score" | "half_points" | "undealable_minimum" | "no_deal" | "bad_wall" | "action_tile" | "not_a_chow" | "nothing_offered" | "claim_buried" | "not_your_move" | "not_held" | "already_buried" | "no_concealed_discard" | "chow_not_allowed" | "not_now" | "nothing_drawn" | "no_win_on_tile" | "under_minimum" | "over" | "strategy_illegal" | "log_differs" | "log_line" | "log_start" | "not_an_event" | "summaries_differ" | "file" | "example_win_tile";
export type ErrorArgs = { [key: string]: string | number };
/**
 * A coded error, as every contract writes it.
 */
export type ErrorBody = {
  /**
   * The stable code.
   */
  code: ErrorCode,
  /**
   * The message for people, in English.
   */
  message: string,
  /**
   * The stable reason, finer than the code.
   */
  reason: ErrorReason,
  /**
   * The values the reason names (a message in any language is written from
   * the reason and these), and `within`, the request field at fault.
   */
  args: ErrorArgs,
  /**
   * For a session: the index of the hand at fault, in sheet order.
   */
  hand?: number,
  /**
   * For a replay: the index of the first event at fault (0 = the first line).
   */
  event?: number,
  /**
   * For a table request: the index of the action refused.
   */
  action?: number,
};
/**
 * The least hand score that may win, by self-draw and on a discard.
 */
export type Minimum = {
  /**
   * The least score for a self-drawn win.
   */
  self_draw: number,
  /**
   * The least score for a win on a discard.
   */
  discard: number,
};
/**
 * A meld in a request.
 */
export type MeldSpec = {
  /**
   * Its tiles.
   */
  tiles: Notation,
  /**
   * A concealed kong.
   */
  concealed?: boolean,
};
/**
 * A level in a request: `"I"` … `"V"`, or custom minimums.
 */
export type LevelSpec = LevelName | Minimum;
/**
 * A player's edition and level in a request.
 */
export type PlayerSpec = {
  /**
   * The player's edition; default the winner's.
   */
  edition?: Edition,
  /**
   * The player's level; default per edition.
   */
  level?: LevelSpec,
};
/**
 * One scoring request (the CLI's JSON line, the JS `score` argument).
 */
export type ScoreRequest = {
  /**
   * The winning tile.
   */
  win_tile?: Notation,
  /**
   * How the tile arrived; default `self_draw`.
   */
  win?: Win,
  /**
   * Last tile of the wall, or last discard.
   */
  last_tile?: boolean,
  /**
   * `heaven`, `earth` or `man`.
   */
  blessing?: Blessing,
  /**
   * The concealed tiles (`hand` in JSON).
   */
  hand: Notation,
  /**
   * Declared melds.
   */
  melds?: Array<MeldSpec>,
  /**
   * The player's (the winner's) seat; default `east`.
   */
  seat?: Seat,
  /**
   * Who discarded (for `analyze`: who discards, for the discard-win figures;
   * default the next seat).
   */
  discarder?: Seat,
  /**
   * The player's edition; default `standard`.
   */
  edition?: Edition,
  /**
   * The player's level; default per edition (R16).
   */
  level?: LevelSpec,
  /**
   * Other players' editions and levels for mixed-level play (R20), by seat.
   */
  players?: Partial<Record<Seat, PlayerSpec>>,
};
/**
 * A group of a decomposition.
 */
export type GroupOut = {
  /**
   * chow, pung, kong, pair or single.
   */
  kind: GroupKind,
  /**
   * Its tiles in mpsz.
   */
  tiles: Notation,
  /**
   * Declared and shown.
   */
  exposed: boolean,
};
/**
 * A counted pattern.
 */
export type PatternOut = {
  /**
   * The Standard Level's id.
   */
  id: string,
  /**
   * English name.
   */
  name: string,
  /**
   * Chinese name.
   */
  name_zh: string,
  /**
   * Points.
   */
  points: number,
  /**
   * The groups it uses, by index.
   */
  groups: number[],
};
/**
 * A pattern that holds but is not counted.
 */
export type ExcludedOut = {
  /**
   * The Standard Level's id.
   */
  id: string,
  /**
   * English name.
   */
  name: string,
  /**
   * Chinese name.
   */
  name_zh: string,
  /**
   * Why it is not counted.
   */
  reason: ReasonKind,
  /**
   * The pattern that includes it or uses its groups.
   */
  by: string | null,
  /**
   * The first edition that has it, when this one does not.
   */
  edition: Edition | null,
};
/**
 * Another decomposition, scored.
 */
export type AlternativeOut = {
  /**
   * Its shape.
   */
  shape: Shape,
  /**
   * Its groups.
   */
  groups: Array<GroupOut>,
  /**
   * Its score after the limit.
   */
  score: number,
  /**
   * Its total before the limit.
   */
  total: number,
  /**
   * The ids of its counted patterns.
   */
  patterns: Array<string>,
};
/**
 * Whether the hand's score meets the winner's minimum, by either kind of win.
 */
export type MayWin = {
  /**
   * By self-draw.
   */
  self_draw: boolean,
  /**
   * On a discard.
   */
  discard: boolean,
};
/**
 * A successful answer.
 */
export type Response = {
  /**
   * The hand score H (after the limit; halved for Concealed Discard).
   */
  score: number,
  /**
   * H before Concealed Discard halving (equal to `score` otherwise).
   */
  full_score: number,
  /**
   * Sum of the counted patterns before the limit.
   */
  total: number,
  /**
   * `null`, `"counted"`, or the id of the limit pattern that sets the score.
   */
  limit: string | null,
  /**
   * The limit pattern's name, or "Limit" for a counted limit; `null` without a limit.
   */
  limit_name: string | null,
  /**
   * The same in Chinese.
   */
  limit_name_zh: string | null,
  /**
   * The winner's edition.
   */
  edition: Edition,
  /**
   * The winner's level: "I" … "V" or "custom".
   */
  level: LevelName | "custom",
  /**
   * The shape of the best decomposition.
   */
  shape: Shape,
  /**
   * The groups of the best decomposition.
   */
  groups: Array<GroupOut>,
  /**
   * The counted patterns; a pattern counted twice appears twice.
   */
  patterns: Array<PatternOut>,
  /**
   * Patterns that hold but are not counted, with why.
   */
  excluded: Array<ExcludedOut>,
  /**
   * The other decompositions, scored.
   */
  alternatives: Array<AlternativeOut>,
  /**
   * The winner's minimum (R16).
   */
  minimum: Minimum,
  /**
   * The winner's minimum is met for this win (or waived by a chance pattern).
   */
  can_win: boolean,
  /**
   * Whether the hand's score would meet the minimum by self-draw and on a discard.
   */
  may_win: MayWin,
  /**
   * The hand score each opponent pays on (R20), by seat.
   */
  payer_scores: Partial<Record<Seat, number>>,
  /**
   * Net points per seat; they sum to zero.
   */
  payments: Record<Seat, number>,
};
/**
 * Whether a choice can be made, and if not, the error making it would give.
 */
export type Allowed = {
  /**
   * Whether it can be chosen.
   */
  possible: boolean,
  /**
   * Why not.
   */
  error?: ErrorBody,
};
/**
 * One value of a choice, and whether it can be chosen.
 */
export type Possible<T> = {
  /**
   * The value.
   */
  value: T,
  /**
   * Whether it can be chosen.
   */
  possible: boolean,
  /**
   * Why not.
   */
  error?: ErrorBody,
};
/**
 * What may be added at one tile.
 */
export type TileChoices = {
  /**
   * The tile in mpsz.
   */
  tile: Notation,
  /**
   * Adding it to the hand.
   */
  add: Allowed,
  /**
   * A chow starting at it.
   */
  chow: Allowed,
  /**
   * A pung.
   */
  pung: Allowed,
  /**
   * An exposed kong.
   */
  kong: Allowed,
  /**
   * A concealed kong.
   */
  concealed_kong: Allowed,
  /**
   * The copies not in the hand or its melds.
   */
  left: number,
};
/**
 * The answer of [`conditions`].
 */
export type ConditionsResponse = {
  /**
   * The tiles make a full hand.
   */
  complete: boolean,
  /**
   * The tiles are one short of a full hand: waiting for the next.
   */
  waiting: boolean,
  /**
   * The hand's size: the concealed tiles and three per meld (14 is full).
   */
  count: number,
  /**
   * Each win type.
   */
  win: Array<Possible<Win>>,
  /**
   * Each blessing.
   */
  blessing: Array<Possible<Blessing>>,
  /**
   * Last tile of the wall, or last discard.
   */
  last_tile: Allowed,
  /**
   * Each discarder.
   */
  discarder: Array<Possible<Seat>>,
  /**
   * Each seat for the winner.
   */
  seat: Array<Possible<Seat>>,
  /**
   * Each edition for the winner.
   */
  edition: Array<Possible<Edition>>,
  /**
   * Each of the 34 tiles.
   */
  tiles: Array<TileChoices>,
};
/**
 * One analysis request (the CLI's `analyze` line, the JS `analyze` argument): a
 * score request's hand, melds and players, without the win, plus what is seen.
 */
export type AnalyzeRequest = {
  /**
   * Tiles visible outside the hand, in any notation.
   */
  seen?: Notation,
  /**
   * Rounds left for the value model; default 8 (with `table`, ⌈wall/4⌉),
   * at most 21 (a seat's draws from a whole live wall, R24).
   */
  draws_left?: number,
  /**
   * The others' discards after the last of those rounds, 0 to 3: the
   * wall's last tiles, drawn by the seats after the player after its
   * last draw (D39); default 0.
   */
  tail_discards?: number,
  /**
   * Hand changes the player may make within the horizon: 0 or 1 (default 1, D23).
   */
  hand_changes?: number,
  /**
   * Whether the player may win on the others' discards (default true;
   * false: the self-draw-only game).
   */
  discard_wins?: boolean,
  /**
   * A discard offered to a 13-tile hand, for call advice.
   */
  offered?: OfferSpec,
  /**
   * The other players as the table shows them, for the table model
   * (their wins, each discard's danger, fold, bury); absent or `false`:
   * the model where only the player wins, bit for bit.
   */
  table?: TableOption,
  /**
   * The concealed tiles (`hand` in JSON).
   */
  hand: Notation,
  /**
   * Declared melds.
   */
  melds?: Array<MeldSpec>,
  /**
   * The player's (the winner's) seat; default `east`.
   */
  seat?: Seat,
  /**
   * Who discarded (for `analyze`: who discards, for the discard-win figures;
   * default the next seat).
   */
  discarder?: Seat,
  /**
   * The player's edition; default `standard`.
   */
  edition?: Edition,
  /**
   * The player's level; default per edition (R16).
   */
  level?: LevelSpec,
  /**
   * Other players' editions and levels for mixed-level play (R20), by seat.
   */
  players?: Partial<Record<Seat, PlayerSpec>>,
};
/**
 * A discard offered to the player: `{"tile": "5p", "from": "north"}`.
 */
export type OfferSpec = {
  /**
   * The tile.
   */
  tile: Notation,
  /**
   * The discarder's seat.
   */
  from: Seat,
};
/**
 * The `table` of an analysis request: `false`, or what the table shows.
 */
export type TableOption = false | TableSpec;
/**
 * What the table shows beyond the player's hand: the wall and the others.
 */
export type TableSpec = {
  /**
   * Tiles left in the wall: 0 to 83 (R24).
   */
  wall: number,
  /**
   * The other seats' melds and discards, by seat; a seat not listed
   * has neither.
   */
  seats?: Partial<Record<Seat, SeatTable>>,
  /**
   * Whether the player has made its Concealed Discard (R27); default false.
   */
  buried?: boolean,
};
/**
 * One other seat at the table.
 */
export type SeatTable = {
  /**
   * Its melds.
   */
  melds?: Array<MeldSpec>,
  /**
   * Its face-up discards still on the table, in order (a claimed one
   * belongs to the claimer's meld).
   */
  discards?: Notation,
  /**
   * Its face-down discards not yet revealed: 0 or 1 (R27).
   */
  concealed?: number,
};
/**
 * What one kind of win on a wait is worth.
 */
export type WaitValue = {
  /**
   * The hand score H.
   */
  score: number,
  /**
   * H before Concealed Discard halving (equal here).
   */
  full_score: number,
  /**
   * Whether the win meets the minimum.
   */
  can_win: boolean,
  /**
   * The counted patterns.
   */
  patterns: Array<string>,
};
/**
 * A tile the hand waits on.
 */
export type Wait = {
  /**
   * The tile.
   */
  tile: Notation,
  /**
   * Copies not in the hand, its melds or `seen`.
   */
  remaining: number,
  /**
   * Won by self-draw; `null` where the rules make it impossible.
   */
  self_draw: WaitValue | null,
  /**
   * Won on the discarder's discard; `null` where the rules make it impossible.
   */
  discard: WaitValue | null,
};
/**
 * One winning pattern set's share of a value.
 */
export type OutcomeShare = {
  /**
   * The counted patterns; `null` for the entry that sums the rest.
   */
  patterns: Array<string> | null,
  /**
   * The hand score H of those wins; `null` for the rest.
   */
  score: number | null,
  /**
   * The chance of winning with them.
   */
  chance: number,
  /**
   * Their part of the expected gain.
   */
  gain: number,
};
/**
 * The value model's figures for a hand.
 */
export type Value = {
  /**
   * The chance of a win within the horizon: `self_draw_chance + discard_chance`.
   */
  win_chance: number,
  /**
   * The expected hand score H of the win (0 without one).
   */
  expected_score: number,
  /**
   * The expected points the player receives: the payments' sum (R17, R20).
   */
  expected_gain: number,
  /**
   * The chance of a win by self-draw (a kong replacement included).
   */
  self_draw_chance: number,
  /**
   * The chance of a win on another player's discard.
   */
  discard_chance: number,
  /**
   * The winning pattern sets that make up the value: the three that
   * contribute most to the expected gain, then one entry for the rest.
   */
  outcomes?: Array<OutcomeShare>,
};
export type Call = "win" | "kong" | "pung" | "chow" | "pass";
/**
 * One legal answer to an offered discard and what it is worth.
 */
export type CallOption = {
  /**
   * The answer.
   */
  call: Call,
  /**
   * Kong, pung and chow: the meld made.
   */
  meld?: Notation,
  /**
   * Pung and chow: the best discard after it.
   */
  discard?: Notation,
  /**
   * Win: the hand score H.
   */
  score?: number,
  /**
   * Win: net points per seat.
   */
  payments?: Record<Seat, number>,
  /**
   * The value model's figures after the answer; `null` beyond three shanten.
   */
  value: Value | null,
};
/**
 * Tiles with their remaining copies, written as `[{"tile", "remaining"}]`.
 */
export type UsefulTiles = Array<{ tile: Notation; remaining: number }>;
/**
 * Shanten per shape, written as an object keyed by shape.
 */
export type Shapes = Partial<Record<Shape, number>>;
/**
 * A discard's danger: the chance that some other player wins on it, and what
 * the player then pays.
 */
export type Danger = {
  /**
   * The chance that one of the others wins on it: 1 − Π(1 − each one's).
   */
  chance: number,
  /**
   * The expected payment: each one's chance of being the first in turn
   * order to win on it (R25) times its model's mean deal-in payment.
   */
  loss: number,
  /**
   * Each other seat's chance.
   */
  seats: Partial<Record<Seat, number>>,
};
/**
 * The Concealed Discard advice for the chosen discard (R27).
 */
export type Burial = {
  /**
   * The tile: the best discard.
   */
  tile: Notation,
  /**
   * Whether to bury it now.
   */
  advised: boolean,
  /**
   * Its expected loss face up now (its danger's loss).
   */
  face_up_loss: number,
  /**
   * Its expected loss buried: the chance the hand reaches the exhaustive
   * draw, times the chance that another wins on it then, times half its
   * deal-in payment (R19).
   */
  buried_loss: number,
  /**
   * What burying now saves: `face_up_loss − buried_loss`.
   */
  saving: number,
  /**
   * What keeping the burial saves later, as estimated: the largest saving,
   * one round from now, of another tile the hand can let go keeping its
   * best shanten, times the chance that the hand lasts that round.
   */
  later: number,
};
/**
 * One discard of a 14-tile hand.
 */
export type DiscardOption = {
  /**
   * The tile discarded.
   */
  tile: Notation,
  /**
   * Shanten after it.
   */
  shanten: number,
  /**
   * Tiles that then lower the shanten.
   */
  useful: UsefulTiles,
  /**
   * Their remaining copies in all.
   */
  useful_count: number,
  /**
   * The waits, when the rest is waiting.
   */
  waits?: Array<Wait>,
  /**
   * The value model's figures; `null` beyond three shanten. With the
   * table, after the danger: the chances × (1 − danger), the gain
   * (1 − danger) × gain − loss.
   */
  value: Value | null,
  /**
   * With the table: the chance that another player wins on it, and the loss.
   */
  danger?: Danger,
};
/**
 * The answer of [`analyze`].
 */
export type AnalyzeResponse = {
  /**
   * 13-tile hands: 0 = waiting; 14-tile hands: −1 = winning, else the best over one discard.
   */
  shanten: number,
  /**
   * 13-tile hands: shanten per shape the edition allows for the hand.
   */
  shapes?: Shapes,
  /**
   * 13-tile hands: the waits.
   */
  waits?: Array<Wait>,
  /**
   * 13-tile hands not waiting: the useful tiles.
   */
  useful?: UsefulTiles,
  /**
   * Their remaining copies in all.
   */
  useful_count?: number,
  /**
   * 13-tile hands: the value of waiting or building from here (`null`
   * beyond three shanten); with `offered`, the value of letting it go.
   */
  value?: Value | null,
  /**
   * 13-tile hands offered a discard: every legal answer, best first.
   */
  calls?: Array<CallOption>,
  /**
   * 14-tile hands: every discard, best first.
   */
  discards?: Array<DiscardOption>,
  /**
   * 14-tile hands with the table: whether the best discard folds (gives
   * up the best shanten for safety, or its value is the fold's: D35, D38).
   */
  fold?: boolean,
  /**
   * 14-tile hands with the table: the discard with the least danger.
   */
  safest?: Notation,
  /**
   * 14-tile hands with the table, where the player may still bury (R27):
   * whether to bury the best discard, and the numbers that decide it.
   */
  bury?: Burial,
};
/**
 * Points per player, written as an object keyed by name in table order.
 */
export type ByName = Record<string, number>;
/**
 * A player at the table.
 */
export type SessionPlayer = {
  /**
   * The player's name, unique at the table.
   */
  name: string,
  /**
   * The player's edition; default `standard`.
   */
  edition?: Edition,
  /**
   * The player's level; default per edition.
   */
  level?: LevelSpec,
};
/**
 * A hand scored elsewhere.
 */
export type ManualSpec = {
  /**
   * The winner's seat.
   */
  winner: Seat,
  /**
   * How the tile arrived; default `self_draw`.
   */
  win?: Win,
  /**
   * Who discarded, for a discard-style win.
   */
  discarder?: Seat,
  /**
   * The hand score H, a multiple of 0.5.
   */
  score: number,
};
/**
 * One hand of a session: who sat where, and one of `request`, `manual` or `draw`.
 */
export type SessionHandSpec = {
  /**
   * The player's name at each seat.
   */
  seats: Partial<Record<Seat, string>>,
  /**
   * The hand as played: a score request without edition, level and players,
   * which come from the players at each seat.
   */
  request?: ScoreRequest,
  /**
   * A hand scored elsewhere.
   */
  manual?: ManualSpec,
  /**
   * Nobody won.
   */
  draw?: boolean,
};
/**
 * A session request: the four players and the hands as played.
 */
export type SessionRequest = {
  /**
   * The four players, each with a name and optionally an edition and a level.
   */
  players: Array<SessionPlayer>,
  /**
   * The hands, in order, each read as a [`SessionHandSpec`] when settling, so
   * that a hand that does not fit is reported with its index.
   */
  hands?: Array<SessionHandSpec>,
  /**
   * Who sits where after each hand (D33); when given, the answer says who
   * sits where in the next hand (`next_seats`).
   */
  seating?: Seating,
};
/**
 * One hand of the session's answer.
 */
export type SessionHandOut = {
  /**
   * The winner's name; `null` for a draw.
   */
  winner: string | null,
  /**
   * The hand score H; `null` for a draw.
   */
  score: number | null,
  /**
   * Whether the win met the minimum; a hand that did not pays nothing (D4).
   */
  can_win: boolean,
  /**
   * Net points per player this hand.
   */
  payments: ByName,
  /**
   * Running totals after this hand.
   */
  totals: ByName,
};
/**
 * The answer of [`session`].
 */
export type SessionResponse = {
  /**
   * Each hand settled.
   */
  hands: Array<SessionHandOut>,
  /**
   * The final totals; they sum to zero.
   */
  totals: ByName,
  /**
   * The players' names in table order: the order of every object keyed by
   * name (JavaScript puts number-like keys first).
   */
  players: Array<string>,
  /**
   * The final totals as a list in table order.
   */
  standings: Array<Standing>,
  /**
   * The player's name at each seat in the hand after the last, by the
   * request's `seating`; only when `seating` is given and there is a hand.
   */
  next_seats?: Record<Seat, string>,
};
export type DealKind = "win" | "wait" | "discard";
/**
 * A deal request (the CLI's `deal` line, the JS `deal` argument).
 */
export type DealRequest = {
  /**
   * `win`, `wait` or `discard`.
   */
  kind: DealKind,
  /**
   * The player's edition; default `standard`.
   */
  edition?: Edition,
  /**
   * The player's level; default per edition (R16).
   */
  level?: LevelSpec,
  /**
   * The seed, 0 to 2^53 − 1; without one, a random seed is chosen and returned.
   */
  seed?: number,
  /**
   * 1 (easy), 2 or 3 (hard); default 1.
   */
  difficulty?: number,
};
/**
 * A dealt question's request, as the contract for its kind takes it.
 */
export type DealtRequest = ScoreRequest | AnalyzeRequest;
/**
 * A dealt question.
 */
export type DealResponse = {
  /**
   * The kind of question.
   */
  kind: DealKind,
  /**
   * The player's edition.
   */
  edition: Edition,
  /**
   * The player's level: "I" … "V" or "custom".
   */
  level: LevelName | "custom",
  /**
   * The difficulty dealt, 1 (easy) to 3 (hard): the one asked for, lowered
   * to what the edition reaches (Beginner's `win` hands are all easy).
   */
  difficulty: number,
  /**
   * The seed that deals this question again, with this difficulty.
   */
  seed: number,
  /**
   * The question, as the request `score` (for `win`) or `analyze` takes it.
   */
  request: DealtRequest,
  /**
   * For `discard`: how far below the best discard's expected gain an answer
   * still counts (half the gap to the second best).
   */
  tolerance?: number,
};
/**
 * What an edition's rules say beyond its patterns: one row per edition of
 * [`EDITIONS`].
 */
export type EditionRules = {
  /**
   * The edition.
   */
  edition: Edition,
  /**
   * The letter of the winning-level table (A–D).
   */
  letter: "A" | "B" | "C" | "D",
  /**
   * The Chinese name.
   */
  name_zh: string,
  /**
   * The winning shapes it allows (R2).
   */
  shapes: Array<Shape>,
  /**
   * Payment threshold F (R17).
   */
  payment_threshold: number,
  /**
   * The winning level played when none is named (R16).
   */
  default_level: LevelName,
  /**
   * Whether a win on a revealed concealed discard exists (R19, D1).
   */
  concealed_discard: boolean,
  /**
   * Whether the linked family (C2) applies to Seven Pairs (R5). Editions without
   * C2 say yes, so that the patterns are reported as not in the edition.
   */
  linked_on_seven_pairs: boolean,
};
/**
 * The edition table, for pages that need it.
 */
export type EditionsResponse = {
  /**
   * One row per edition.
   */
  editions: Array<EditionRules>,
};
/**
 * One row of the rulebook.
 */
export type Pattern = {
  /**
   * The Standard Level's id, e.g. `F3.b3`.
   */
  id: string,
  /**
   * The English name.
   */
  name: string,
  /**
   * The Chinese name.
   */
  name_zh: string,
  /**
   * Points.
   */
  points: number,
  /**
   * Its no-reuse category (R12).
   */
  category: Category,
  /**
   * The first edition that has it.
   */
  edition: Edition,
  /**
   * Patterns it "already includes" (not counted beside it).
   */
  includes: Array<string>,
  /**
   * Counted, it exempts the hand from the minimum (R16).
   */
  waives_minimum: boolean,
  /**
   * Counted, it makes a discard win pay as a self-draw (R18: Blessing of Man; D11).
   */
  paid_as_self_draw: boolean,
};
/**
 * One node of the classification.
 */
export type FamilyNode = {
  /**
   * Its id: a class (`"F"`), a category (`"F6"`) or a subcategory (`"F3.b"`).
   */
  id: string,
  /**
   * The English name.
   */
  name: string,
  /**
   * The Chinese name.
   */
  name_zh: string,
};
/**
 * One pattern of the rulebook with its card: what it means and a hand that counts it.
 */
export type PatternEntry = {
  /**
   * Every edition that has the pattern (R1).
   */
  editions: Array<Edition>,
  /**
   * What it means, in English.
   */
  definition: string,
  /**
   * What it means, in Chinese.
   */
  definition_zh: string,
  /**
   * Its place in the documents' classification, widest first: the class
   * (`F`), the category (`F6`) and, where there is one, the subcategory (`F3.b`).
   */
  family: Array<FamilyNode>,
  /**
   * A score request, in the listed edition, whose hand counts the pattern.
   */
  example: ScoreRequest,
  /**
   * The example's hand as the calculator writes it: the concealed tiles with
   * the winning tile last, then melds in `[brackets]`, concealed kongs in `(parentheses)`.
   */
  example_hand: string,
  /**
   * The Standard Level's id, e.g. `F3.b3`.
   */
  id: string,
  /**
   * The English name.
   */
  name: string,
  /**
   * The Chinese name.
   */
  name_zh: string,
  /**
   * Points.
   */
  points: number,
  /**
   * Its no-reuse category (R12).
   */
  category: Category,
  /**
   * The first edition that has it.
   */
  edition: Edition,
  /**
   * Patterns it "already includes" (not counted beside it).
   */
  includes: Array<string>,
  /**
   * Counted, it exempts the hand from the minimum (R16).
   */
  waives_minimum: boolean,
  /**
   * Counted, it makes a discard win pay as a self-draw (R18: Blessing of Man; D11).
   */
  paid_as_self_draw: boolean,
};
/**
 * The rulebook of an edition, in id order.
 */
export type PatternsResponse = {
  /**
   * The edition.
   */
  edition: Edition,
  /**
   * Its patterns.
   */
  patterns: Array<PatternEntry>,
};
/**
 * The names the engine reads and writes, each list in the engine's order: the
 * page's selects and links take them from here rather than keep copies.
 */
export type NamesResponse = {
  /**
   * The seats, East first.
   */
  seats: Array<Seat>,
  /**
   * The editions.
   */
  editions: Array<Edition>,
  /**
   * The win types.
   */
  wins: Array<Win>,
  /**
   * The blessings.
   */
  blessings: Array<Blessing>,
  /**
   * The named winning levels.
   */
  levels: LevelName[],
  /**
   * The winning shapes.
   */
  shapes: Array<Shape>,
  /**
   * Who sits where after each hand, as a score sheet may agree (D33).
   */
  seatings: Array<Seating>,
  /**
   * The built-in seats' strategies, weakest first (`play`, `table`, the arena).
   */
  strategies: Array<StrategyName>,
};
/**
 * A tile as `parse` describes it.
 */
export type TileInfo = {
  /**
   * The tile in mpsz.
   */
  id: Notation,
  /**
   * Its Unicode character.
   */
  unicode: string,
  /**
   * Its English name.
   */
  name: string,
};
/**
 * The answer of [`parse`].
 */
export type ParseResponse = {
  /**
   * The tiles in mpsz.
   */
  mpsz: Notation,
  /**
   * Each tile, in the order given.
   */
  tiles: Array<TileInfo>,
};
/**
 * The answer of [`format()`].
 */
export type FormatResponse = {
  /**
   * The tiles in mpsz.
   */
  mpsz: Notation,
  /**
   * The tiles as Unicode characters.
   */
  unicode: string,
};
export type StrategyName = "efficiency" | "advice" | "table";
export type WallEnd = "front" | "back";
export type KongKind = "concealed" | "added";
export type HandResult = "win" | "draw";
export type MeldKind = "chow" | "pung" | "kong";
export type Action = { action: "discard" | "conceal" | "kong" | "pung"; tile: Notation } | { action: "chow"; tiles: Notation } | { action: "win" | "pass" };
/**
 * The first event of a hand: everything needed to play it again.
 */
export type StartEvent = {
  /**
   * The hand's index in its game (0 for a single hand).
   */
  hand: number,
  /**
   * The wall's seed (the four duplicate plays of one wall share it).
   */
  seed: number,
  /**
   * The table's edition.
   */
  edition: Edition,
  /**
   * Each seat's winning level: `"I"` … `"V"`, or custom minimums.
   */
  levels: Record<Seat, LevelSpec>,
  /**
   * Each seat's edition (R20).
   */
  editions: Record<Seat, Edition>,
  /**
   * The dealer's seat: always East (R10).
   */
  dealer: Seat,
  /**
   * Each seat's name: in the arena, its strategy.
   */
  names: Record<Seat, string>,
  /**
   * The 136 tiles in the order they leave the front of the wall; draws
   * from the back take them from its end.
   */
  wall: Notation,
  /**
   * Each seat's dealt tiles (the dealer's 14 with its 14th last).
   */
  hands: Record<Seat, Notation>,
  /**
   * Whether Concealed Discard is played (R27: editions that have it, unless turned off).
   */
  concealed_discard: boolean,
};
/**
 * A win: the score request as the table made it and the engine's whole answer.
 */
export type WinEvent = {
  /**
   * The winner.
   */
  seat: Seat,
  /**
   * How the tile arrived, as the request's `win`.
   */
  win: Win,
  /**
   * The discarder (or the kong's adder, or the burier); `null` on a self-draw.
   */
  from: Seat | null,
  /**
   * The score request.
   */
  request: ScoreRequest,
  /**
   * The engine's `score` answer for it.
   */
  score: Response,
};
/**
 * One event of a hand or a game.
 */
export type Event = { "type": "start" } & StartEvent | { "type": "draw",
/**
 * Who drew.
 */
seat: Seat,
/**
 * The tile.
 */
tile: Notation,
/**
 * From the front, or the back for a kong's replacement.
 */
from: WallEnd, } | { "type": "discard",
/**
 * Who discarded.
 */
seat: Seat,
/**
 * The tile (in the log even when concealed: the log is the whole truth).
 */
tile: Notation,
/**
 * Face down.
 */
concealed: boolean, } | { "type": "call",
/**
 * Who claimed.
 */
seat: Seat,
/**
 * `chow`, `pung` or `kong`.
 */
call: MeldKind,
/**
 * The meld made.
 */
tiles: Notation,
/**
 * The claimed tile.
 */
tile: Notation,
/**
 * Its discarder.
 */
from: Seat, } | { "type": "kong",
/**
 * Who declared it.
 */
seat: Seat,
/**
 * Concealed or added.
 */
kind: KongKind,
/**
 * The four tiles.
 */
tiles: Notation, } | { "type": "reveal",
/**
 * Who buried it.
 */
seat: Seat,
/**
 * The tile.
 */
tile: Notation, } | { "type": "win" } & WinEvent | { "type": "decline",
/**
 * Who declined.
 */
seat: Seat,
/**
 * The tile it could have won on.
 */
tile: Notation, } | { "type": "end",
/**
 * `win` or `draw`.
 */
result: HandResult,
/**
 * Net points per seat; they sum to zero.
 */
payments: Record<Seat, number>, } | { "type": "game_end",
/**
 * Each player's total, by name, in table order.
 */
totals: Record<string, number>,
/**
 * The same in table order as a list (JavaScript orders number-like keys first).
 */
standings: Array<Standing>,
};
/**
 * A player's total at the end of a game.
 */
export type Standing = {
  /**
   * The player's name.
   */
  name: string,
  /**
   * The total.
   */
  total: number,
};
/**
 * A game of the built-in seats (`fourseas play`).
 */
export type PlayRequest = {
  /**
   * The first hand's wall; hand i is played on the wall of seed + i.
   */
  seed?: number,
  /**
   * Hands in the game: 1 to 64, default 1.
   */
  hands?: number,
  /**
   * Every player's edition; default `standard`.
   */
  edition?: Edition,
  /**
   * Every player's level; default per edition.
   */
  level?: LevelSpec,
  /**
   * The four players' strategies in table order; default `efficiency` ×4.
   */
  seats?: Array<StrategyName>,
  /**
   * The four players' names in table order; default their strategies and places.
   */
  names?: Array<string>,
  /**
   * Concealed Discard where the edition has it; default `true`.
   */
  concealed_discard?: boolean,
};
/**
 * A game's log.
 */
export type PlayResponse = {
  /**
   * Every event of every hand, then the game's end.
   */
  log: Array<Event>,
};
/**
 * What a clean replay found.
 */
export type ReplayResponse = {
  /**
   * Events checked.
   */
  events: number,
  /**
   * Hands played through.
   */
  hands: number,
  /**
   * Each hand's net payments, by seat.
   */
  payments: Array<Record<Seat, number>>,
  /**
   * The game's totals, when the log ends a game.
   */
  standings?: Array<Standing>,
  /**
   * The log's last game as a score sheet (the `session` request): the hands
   * after its last `game_end` when any follow it, else the hands that
   * `game_end` closed; absent when they do not seat the same four different names.
   */
  session?: SessionRequest,
  /**
   * The `game_end` event that would close the hands after the log's last
   * `game_end` as a game (absent when the log ends a game, or when they do
   * not seat the same four different names).
   */
  game_end?: Event,
};
/**
 * One seat's action in a `table` request.
 */
export type ActionSpec = {
  /**
   * Who acts.
   */
  seat: Seat,
  /**
   * `discard`, `conceal`, `kong`, `win`, `chow`, `pung` or `pass` (`decline` reads as `pass`).
   */
  action: string,
  /**
   * The tile of a discard, burial, kong or pung.
   */
  tile?: Notation,
  /**
   * A chow's three tiles.
   */
  tiles?: Notation,
};
/**
 * A hand driven one action at a time (wasm `table`).
 */
export type TableRequest = {
  /**
   * The wall's seed.
   */
  seed?: number,
  /**
   * Every seat's edition; default `standard`.
   */
  edition?: Edition,
  /**
   * Every seat's level; default per edition.
   */
  level?: LevelSpec,
  /**
   * Seat → `person` or a strategy; default `person` at East, `efficiency` elsewhere.
   */
  seats?: Partial<Record<Seat, "person" | StrategyName>>,
  /**
   * With `players`: the hand's index in their game, 0 to 63 (default 0), played on
   * the wall of `seed + hand`, and the `players` sit as R30 moves them.
   */
  hand?: number,
  /**
   * Instead of `seats`: the game's four players in table order, each
   * `person` or a strategy; in hand `hand` seat s holds player (s + hand) mod 4.
   */
  players?: Array<"person" | StrategyName>,
  /**
   * With `players`: their names in table order, all different; default
   * as `play` names them (`person 1`, `efficiency 2` …).
   */
  names?: Array<string>,
  /**
   * Concealed Discard where the edition has it; default `true`.
   */
  concealed_discard?: boolean,
  /**
   * Every action so far, in order.
   */
  actions?: Array<ActionSpec>,
  /**
   * Let the built-in seats act until a person must (default `true`).
   */
  auto?: boolean,
  /**
   * Whose view the answer includes: a seat, or `false` for none; default
   * the first `person` seat from East (none when every seat is built in).
   */
  view?: ViewOption,
};
/**
 * The `view` of a `table` request: a seat, or `false` for none.
 */
export type ViewOption = false | Seat;
/**
 * One action taken, by whom.
 */
export type Taken = {
  /**
   * The seat.
   */
  seat: Seat, } & ({ action: "discard" | "conceal" | "kong" | "pung"; tile: Notation } | { action: "chow"; tiles: Notation } | { action: "win" | "pass" });
/**
 * One discard as a seat sees it: a concealed discard not yet revealed is
 * `null` to the others.
 */
export type SeenDiscard = {
  /**
   * The tile, or `null` face down.
   */
  tile: Notation | null,
  /**
   * Discarded face down (R27), revealed or not.
   */
  concealed: boolean,
  /**
   * Taken by a call or a win: shown in the claimer's meld instead.
   */
  claimed: boolean,
};
/**
 * One meld at the table: its tiles and, for an exposed one, the discard
 * claimed for it (drawn on its side).
 */
export type SeenMeld = {
  /**
   * Its tiles.
   */
  tiles: Notation,
  /**
   * A concealed kong.
   */
  concealed?: boolean,
  /**
   * The discard claimed for it; absent for a concealed kong.
   */
  called?: Notation,
};
/**
 * One seat at the table as the viewer sees it.
 */
export type SeenSeat = {
  /**
   * Its melds (a concealed kong shows its tile, R26), each with the discard claimed for it.
   */
  melds: Array<SeenMeld>,
  /**
   * Its discards in order, claimed ones included and marked.
   */
  discards: Array<SeenDiscard>,
};
/**
 * What one seat sees, and the analysis of its decision.
 */
export type SeatView = {
  /**
   * The seat looking.
   */
  seat: Seat,
  /**
   * Its concealed tiles, sorted (the tile drawn this turn included).
   */
  hand: Notation,
  /**
   * The tile it drew this turn, if it is its turn after a draw.
   */
  drawn: Notation | null,
  /**
   * Every seat's melds and discards.
   */
  seats: Record<Seat, SeenSeat>,
  /**
   * Tiles left in the wall.
   */
  wall: number,
  /**
   * The draws it will still make if nobody claims or kongs.
   */
  draws_left: number,
  /**
   * The tile on offer to it, and who discarded it.
   */
  offered?: OfferSpec,
  /**
   * Whether it may still make its Concealed Discard (R27).
   */
  may_bury: boolean,
  /**
   * The `analyze` request of its position with the table model, exactly
   * what the `table` seat decides from: its hand and melds, its own
   * discards as `seen`, its draws left and the others' discards after its
   * last (`tail_discards`), the tile offered, and the others'
   * melds, face-up discards and unrevealed face-down ones as `table`
   * (`buried` once it may no longer bury).
   */
  analyze: AnalyzeRequest,
};
/**
 * The hand after the request's actions (and the built-in seats' moves).
 */
export type TableResponse = {
  /**
   * Every action taken, the built-in seats' included: send it back to go on.
   */
  actions: Array<Taken>,
  /**
   * The log so far.
   */
  log: Array<Event>,
  /**
   * Who must act; `null` once the hand is over.
   */
  to_act: Seat | null,
  /**
   * What they may do.
   */
  legal: Array<Action>,
  /**
   * Tiles left in the wall.
   */
  wall: number,
  /**
   * Net payments once the hand is over.
   */
  payments: Record<Seat, number> | null,
  /**
   * What one seat sees (`view` in the request), with its analysis request.
   */
  view?: SeatView,
};
/**
 * A decision to value: the hand as `table` takes it (its seed, settings
 * and every action so far), whose decision, and by which seat's model.
 */
export type DecideRequest = {
  /**
   * Whose decision: the seat to act; default that seat.
   */
  seat?: Seat,
  /**
   * Whose model values it: `table` (the default: the value model with
   * the other three players) or `advice` (only the player wins).
   */
  strategy?: "advice" | "table",
  /**
   * The wall's seed.
   */
  seed?: number,
  /**
   * Every seat's edition; default `standard`.
   */
  edition?: Edition,
  /**
   * Every seat's level; default per edition.
   */
  level?: LevelSpec,
  /**
   * Seat → `person` or a strategy; default `person` at East, `efficiency` elsewhere.
   */
  seats?: Partial<Record<Seat, "person" | StrategyName>>,
  /**
   * With `players`: the hand's index in their game, 0 to 63 (default 0), played on
   * the wall of `seed + hand`, and the `players` sit as R30 moves them.
   */
  hand?: number,
  /**
   * Instead of `seats`: the game's four players in table order, each
   * `person` or a strategy; in hand `hand` seat s holds player (s + hand) mod 4.
   */
  players?: Array<"person" | StrategyName>,
  /**
   * With `players`: their names in table order, all different; default
   * as `play` names them (`person 1`, `efficiency 2` …).
   */
  names?: Array<string>,
  /**
   * Concealed Discard where the edition has it; default `true`.
   */
  concealed_discard?: boolean,
  /**
   * Every action so far, in order.
   */
  actions?: Array<ActionSpec>,
  /**
   * Let the built-in seats act until a person must (default `true`).
   */
  auto?: boolean,
  /**
   * Whose view the answer includes: a seat, or `false` for none; default
   * the first `person` seat from East (none when every seat is built in).
   */
  view?: ViewOption,
};
/**
 * One legal action and what it is worth.
 */
export type DecideOption = {
  /**
   * The action, exactly as a `table` request's `actions` take it.
   */
  action: Taken,
  /**
   * Expected points of the hand from here for the seat, the others' wins
   * counted as the model counts them; a win's is its payment. `null`: not
   * valued (`basis` `shape`).
   */
  value: number | null,
  /**
   * `win`: the win's payment; `model`: the value model's expectation of
   * the hand the action leaves; `shape`: not valued (beyond three shanten
   * without the table), ranked by the shanten after it.
   */
  basis: "win" | "model" | "shape",
  /**
   * The chance of a win within the horizon after the action (1 for a win).
   */
  win_chance: number | null,
  /**
   * Its part by self-draw (a kong replacement included).
   */
  self_draw_chance: number | null,
  /**
   * Its part on another player's discard.
   */
  discard_chance: number | null,
  /**
   * The expected hand score of the win (0 without one).
   */
  expected_score: number | null,
  /**
   * The shanten after the action: its best discard after a pung or chow,
   * before the replacement after a kong, −1 for a win.
   */
  shanten: number,
  /**
   * After a discard or a pass: the unseen copies of the tiles that would
   * then lower the shanten (0 when waiting).
   */
  useful: number,
  /**
   * With the table, a face-up discard: the chance another player wins on
   * it, and the expected loss.
   */
  danger?: Danger,
  /**
   * A kong, pung or chow: the meld it makes.
   */
  meld?: Notation,
  /**
   * A pung or chow: the best discard after it.
   */
  then?: Notation,
  /**
   * A win: the hand score H.
   */
  score?: number,
  /**
   * A win: each seat's net payment.
   */
  payments?: Record<Seat, number>,
};
/**
 * Every legal action of the seat, best first.
 */
export type DecideResponse = {
  /**
   * Whose decision.
   */
  seat: Seat,
  /**
   * The model that valued it.
   */
  strategy: StrategyName,
  /**
   * Tiles left in the wall.
   */
  wall: number,
  /**
   * Every action the rules allow the seat now, no more and no fewer, best
   * first: by value, then win chance; those not valued last, by shanten.
   */
  actions: Array<DecideOption>,
  /**
   * In words, what the values leave out, when something is not valued.
   */
  note?: string,
};
/**
 * A hand to review: the `table` request that plays it (its seed, settings
 * and every action) and whose decisions.
 */
export type ReviewRequest = {
  /**
   * Whose decisions; default the first `person` seat from East.
   */
  seat?: Seat,
  /**
   * The expected gain a decision may give up and not be marked, 0 to
   * 1000 points; default [`DEFAULT_TOLERANCE`].
   */
  tolerance?: number,
  /**
   * The wall's seed.
   */
  seed?: number,
  /**
   * Every seat's edition; default `standard`.
   */
  edition?: Edition,
  /**
   * Every seat's level; default per edition.
   */
  level?: LevelSpec,
  /**
   * Seat → `person` or a strategy; default `person` at East, `efficiency` elsewhere.
   */
  seats?: Partial<Record<Seat, "person" | StrategyName>>,
  /**
   * With `players`: the hand's index in their game, 0 to 63 (default 0), played on
   * the wall of `seed + hand`, and the `players` sit as R30 moves them.
   */
  hand?: number,
  /**
   * Instead of `seats`: the game's four players in table order, each
   * `person` or a strategy; in hand `hand` seat s holds player (s + hand) mod 4.
   */
  players?: Array<"person" | StrategyName>,
  /**
   * With `players`: their names in table order, all different; default
   * as `play` names them (`person 1`, `efficiency 2` …).
   */
  names?: Array<string>,
  /**
   * Concealed Discard where the edition has it; default `true`.
   */
  concealed_discard?: boolean,
  /**
   * Every action so far, in order.
   */
  actions?: Array<ActionSpec>,
  /**
   * Let the built-in seats act until a person must (default `true`).
   */
  auto?: boolean,
  /**
   * Whose view the answer includes: a seat, or `false` for none; default
   * the first `person` seat from East (none when every seat is built in).
   */
  view?: ViewOption,
};
/**
 * One decision next to the advice.
 */
export type Decision = {
  /**
   * Its index in the hand's actions.
   */
  index: number,
  /**
   * Its number among the seat's own decisions: 1, 2, 3 …
   */
  number: number,
  /**
   * What the seat did.
   */
  taken: Action,
  /**
   * What the advice ranked first: `decide`'s first action for the `table`
   * seat, among every legal action (wins, kongs and burials included).
   */
  advised: Action,
  /**
   * The value of what the seat did, as `decide` valued it: expected points
   * of the hand for the seat, a win's its payment (`null`: not valued,
   * beyond three shanten).
   */
  taken_gain: number | null,
  /**
   * The value of the advice's first choice, in the same unit.
   */
  advised_gain: number | null,
  /**
   * `advised_gain − taken_gain`: the expected gain given up (0 when the
   * choice is the advice's, or either has no value).
   */
  loss: number,
  /**
   * Marked after the hand: the loss is above the tolerance.
   */
  marked: boolean,
};
/**
 * Every decision of the seat, in order, and where it lost most.
 */
export type ReviewResponse = {
  /**
   * The seat reviewed.
   */
  seat: Seat,
  /**
   * Every decision it made, in order: discards, burials, kongs, wins and
   * answers to offers (a decision that cannot be valued has no figures and
   * loses nothing).
   */
  decisions: Array<Decision>,
  /**
   * Indexes into `decisions` of the (up to) three largest losses above
   * the tolerance (the marked decisions), the largest first.
   */
  largest: Array<number>,
  /**
   * The expected gain given up over the hand: the sum of the losses.
   */
  lost: number,
  /**
   * The tolerance the decisions were marked by.
   */
  tolerance: number,
};
/**
 * A log (JSON lines, as `replay` reads it), which of its hands, and whose eyes.
 */
export type FramesRequest = {
  /**
   * The log: one event a line.
   */
  log: string,
  /**
   * The hand's index in the log (0, the first, by default).
   */
  hand?: number,
  /**
   * Whose eyes: a seat; absent, every hand open.
   */
  seat?: Seat,
  /**
   * With each frame where a seat must decide (the eyes' own seat only,
   * through a seat's eyes), that seat's `analyze` request then.
   */
  advice?: boolean,
};
/**
 * One seat in a frame.
 */
export type FrameSeat = {
  /**
   * Its concealed tiles, sorted; `null` where the eyes cannot see them.
   */
  hand: Notation | null,
  /**
   * Its melds, each with the discard claimed for it.
   */
  melds: Array<SeenMeld>,
  /**
   * Its discards in order (`tile` null: face down to these eyes).
   */
  discards: Array<SeenDiscard>,
};
/**
 * The table after one move.
 */
export type Frame = {
  /**
   * The log's events up to here (this frame is the table after them).
   */
  event: number,
  /**
   * The move that led here; `null` at the deal.
   */
  moved: Taken | null,
  /**
   * Who acts next; `null` once the hand is over.
   */
  to_act: Seat | null,
  /**
   * Tiles left in the wall.
   */
  wall: number,
  /**
   * Every seat.
   */
  seats: Record<Seat, FrameSeat>,
  /**
   * With `advice`: the analysis request of the seat to act, as it sees the table.
   */
  analyze?: AnalyzeRequest,
};
/**
 * A hand's frames, the deal first.
 */
export type FramesResponse = {
  /**
   * The seat whose eyes, or `null` for open hands.
   */
  seat: Seat | null,
  /**
   * The hand's frames: the deal, then one a move.
   */
  frames: Array<Frame>,
};

// The names of earlier versions of these declarations.
export type ScoreResponse = { ok: true } & Response;
export type EditionName = Edition;
export type WinKind = Win;
export type ShapeName = Shape;
export type Group = GroupOut;
export type CountedPattern = PatternOut;
export type ExcludedPattern = ExcludedOut;
export type Alternative = AlternativeOut;
export type PatternRow = Pattern;
export type EditionRow = EditionRules;
export type Useful = UsefulTiles[number];
export type DiscardAdvice = DiscardOption;
export type HandValue = Value;
export type PlayedHand = ScoreRequest;
export type ManualHand = ManualSpec;
export type SessionHand = SessionHandSpec;
export type SettledHand = SessionHandOut;
export type SessionErrorReply = ErrorReply;

/** Scores a winning hand. Never throws. */
export function score(request: ScoreRequest): Reply<Response>;
/** Which win types, blessings, last tile, discarders, seats, editions, tiles and melds are possible for a hand that may still be incomplete (`win_tile` optional). Never throws. */
export function conditions(request: Partial<ScoreRequest>): Reply<ConditionsResponse>;
/** Waits with their value, shanten, useful tiles, discard advice. Never throws. */
export function analyze(request: AnalyzeRequest): Reply<AnalyzeResponse>;
/** Settles a whole score sheet: payments and running totals per player. Never throws. */
export function session(request: SessionRequest): Reply<SessionResponse>;
/** Deals a training question from a seed: a winning hand (`request` for `score`), a waiting hand or a 14-tile hand (`request` for `analyze`). Never throws. */
export function deal(request: DealRequest): Reply<DealResponse>;
/** The edition table: shapes, payment threshold, default level, Concealed Discard. Never throws. */
export function editions(): Reply<EditionsResponse>;
/** The rulebook of an edition (default standard), in id order, each pattern with its definitions, family and an example score request. Never throws. */
export function patterns(edition?: Edition): Reply<PatternsResponse>;
/** The names of seats, editions, win types, blessings, levels and shapes, in the engine's order. Never throws. */
export function names(): Reply<NamesResponse>;
/** Reads tiles in any accepted notation. Never throws. */
export function parse(text: Notation): Reply<ParseResponse>;
/** Writes tiles (each in any notation) as mpsz and Unicode. Never throws. */
export function format(tiles: Notation[]): Reply<FormatResponse>;
/** Plays a game of the built-in seats from a seed: its log, as `fourseas play` writes it. Never throws. */
export function play(request: PlayRequest): Reply<PlayResponse>;
/** Checks a log (JSON lines): every event legal in order, every score and payment the engine's; an error names the first event at fault (`error.event`). Never throws. */
export function replay(log: string): Reply<ReplayResponse>;
/** A hand driven one action at a time: the actions so far in; the log, who acts and their legal actions out, the built-in seats having played until a person must (`error.action` names a refused action). Never throws. */
export function table(request: TableRequest): Reply<TableResponse>;
/** Every legal action of one seat's decision in a hand, valued in one unit (expected points of the hand for that seat) and ranked best first: what the `advice` and `table` seats play, the coach shows and the review reads. Never throws. */
export function decide(request: DecideRequest): Reply<DecideResponse>;
/** One seat's decisions in a hand next to the advice it had then (its view's analysis), with the expected gain each gave up. Never throws. */
export function review(request: ReviewRequest): Reply<ReviewResponse>;
/** A hand of a log as the table stood after each move, open or through one seat's eyes, for a replay (a log the engine does not replay clean is refused). Never throws. */
export function frames(request: FramesRequest): Reply<FramesResponse>;
/** The engine version. Never throws. */
export function version(): string;

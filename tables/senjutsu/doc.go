// Package senjutsu is the rules engine for Senjutsu: Battle for Japan duels:
// a duel tracker and a resolution-order helper. It follows the Italian
// first-edition rulebook through an English summary of it; section numbers
// (§) in comments and messages are the summary's.
//
// It imports the standard library and sengoku/tables only. Every input
// problem is a *tables.ValidationError with English and Italian messages, and
// every result carries EN and IT explanations.
//
// # Duel tracker
//
// NewDuel(Setup) builds a Duel for 2–4 characters from user-entered Profiles
// (the rulebook prints no character statistics). Apply(Duel, Action) returns
// the next state and appends a bilingual LogEntry; it never changes its input,
// so the web layer stores the Duel as JSON and can replay a list of actions
// with Replay. Defeat (§18: Wounds + Bleeding Wounds reaching the Wound Limit,
// Stun cards in hand reaching the Hand Limit, Execution) and the winning side
// are detected after every action.
//
// # Resolution order
//
// Order(Reveal, Options) sorts the revealed cards (§7): effective Initiative
// Speed (after Crippled, minimum 1) descending; then type Defense → Attack →
// Meditation → Special; then non-Special before a Special Weapon card; then
// the Advantage choice, asked top of the Advantage Track first (TieChoice).
// Cards with a Dividing Line give one event per part. Each event says in a
// sentence which tie-break placed it. SlowerOpponents answers attacks that hit
// "an opponent with a lower Initiative Speed" (§12.7).
//
// # Options
//
// OptionList names the points the rulebook leaves open, with their defaults;
// a zero Options is the default rule set.
//
// # Reveal code
//
// Encode and Parse turn a Reveal into a short string for a shareable URL. It
// uses only A–Z a–z 0–9 and "_-.~", so it passes through url.QueryEscape
// unchanged. Card names are not encoded.
//
//	code    = "1" "~" track *( "~" play )       ; "1" is the format version
//	track   = id *( "." id )                    ; Advantage Track, top first
//	play    = id "." face *( "." field )
//	face    = [ "W" ] type speed [ "-" low "v" chosen ] [ "f" ] *( "s" speed )
//	type    = "D" / "A" / "M" / "S" / "X"       ; Defense Attack Meditation Special Stun
//	field   = "c" n                             ; active Crippled cards
//	        / "g" id                            ; team
//	        / "r" face                          ; Instant Replacement played over the card
//	        / "a" type / "i" type               ; Instant Additional / plain Instant
//	        / "t" speed "-" place               ; tie choice: place (1 = first) in the tie at that effective speed
//	id      = 1*16( ALPHA / DIGIT / "_" / "-" )
//	speed, low, chosen, n, place = 1*2DIGIT     ; no leading zero
//
// "W" marks a Special Weapon card, followed by the type it counts as. A
// variable card is written with its printed range high to low and the chosen
// value: "D7-3v6". "f" records an alternative speed bought with optional
// Focus; each "s" is the speed printed in a Dividing Line. Example (digest
// §28.4, Example C — Aiko's Meditation replaced by a Defense 8–5 played at 5,
// Bunta's Attack 5 with one Crippled card):
//
//	1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1
//
// Parse is strict: an unknown character, field or type, a repeated field, a
// number with a leading zero or more than two digits, or a Reveal that fails
// validation is refused with a bilingual message. Parse(Encode(r)) returns r
// (without card names).
package senjutsu

// Package asciimap draws a Diplomacy position as a plain-ASCII map of
// Europe that fits 78 columns, for the body of a mail.
//
// The art is a data file (data/europe.txt, embedded), not code. It is drawn
// in printable ASCII only, because box-drawing characters are mangled by
// some mail clients; it reads well in any client that shows mail in a
// fixed-width font. Clients that show plain text in a proportional font
// will scramble any text map, this one included; nothing can be done about
// that from the sending side.
//
// Every province is a region of the drawing closed by strokes: coastlines
// between land and sea, land borders between two land provinces, and sea
// borders between two seas, each kind drawn with its own characters, and
// seas are sprinkled with a fill character so that they read as water. A
// reader can tell Burgundy's borders from Munich's without the list below
// the map. The tests flood-fill the art from every province's slot and
// check that the regions touch exactly where the map graph has an edge.
//
// Header. The file starts with lines beginning with '#':
//
//	# any comment
//	#border coast - | / \
//	#border land . :
//	#border sea +
//	#sea ~
//
// "#border KIND" declares the characters that draw a kind of border (land,
// coast or sea); "#sea" declares the characters that fill seas. Each is
// one printable character, declared once, never a brace. Once borders are
// declared, the art may hold nothing but spaces, slots, border characters
// and sea fill, so a stray character is an error, not a hole in a border.
// The legend shows the declared characters, so it always matches the art.
//
// Slots. Each province appears in the art exactly once, as a slot:
//
//	{id~~~}
//
// an opening brace, the province's canonical id in lower case, any number
// of '~' to pad, and a closing brace. The slot's width is the whole token,
// braces included, and the renderer replaces the token with exactly that
// many characters, so the art keeps its shape. Everything outside slots is
// copied as it is. A slot lies inside its province's region.
//
// What a slot shows, left to right (no field is ever truncated, because the
// tests check that every slot is wide enough for its widest content):
//
//	Lon          the id with a capital, as orders may write it
//	/sc          the coast, when a fleet stands on a named coast
//	' ' or '!'   '!' when a unit was dislodged from here (retreat phase)
//	F.E          the unit: A or F, a dot, the owner's initial
//	*E           a supply centre and its owner's initial; '*' alone: neutral
//
// so "Lon F.E*E" is an English fleet in London, an English centre, and
// "Stp/sc F.R*R" a Russian fleet on St. Petersburg's south coast. Power
// initials: A Austria, E England, F France, G Germany, I Italy, R Russia,
// T Turkey. The unit letter always comes before the dot and the power after
// it, so "A.A" (an Austrian army) and "F.F" (a French fleet) read plainly.
//
// Below the map comes a legend, a count of centres per power, and the list
// of dislodged units with the province their attacker came from, in the
// language of Options.Lang. Ids stay language-neutral in the art. Chinese
// legend lines count their characters as two columns and still fit 78.
package asciimap

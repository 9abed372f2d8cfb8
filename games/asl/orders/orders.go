package orders

import (
	"fmt"
	"strings"

	"adjutant/games/asl/aslmap"
)

// OrderKind is what a line of a plan or of standing orders does.
type OrderKind string

// Order kinds. The phasing side's plan uses RALLY … CC for its own player
// turn; the other side's standing orders use FIRE and ASK for its defence,
// and both use the rally, rout and close combat lines. NOFIRE and a FIRE
// without AT answer a stop. LOS is a question, answered at once and never
// stored.
const (
	KRallyNone OrderKind = "RALLY NONE"
	KNoRally   OrderKind = "NORALLY"
	KKeepDM    OrderKind = "KEEPDM"
	KNoRepair  OrderKind = "NOREPAIR"
	KTransfer  OrderKind = "TRANSFER"
	KDestroy   OrderKind = "DESTROY" // a unit destroys a weapon it holds (4.0)
	KPrep      OrderKind = "PREP"
	KMove      OrderKind = "MOVE"
	KAFire     OrderKind = "AFIRE"
	KRout      OrderKind = "ROUT"
	KAdvance   OrderKind = "ADVANCE"
	KCC        OrderKind = "CC"
	KFire      OrderKind = "FIRE"   // a standing fire order (with AT)
	KAsk       OrderKind = "ASK"    // stop and ask the defender here
	KFireNow   OrderKind = "FIRE!"  // answer to a stop: fire these now
	KNoFire    OrderKind = "NOFIRE" // answer to a stop: hold fire
	KLOS       OrderKind = "LOS"
	KPass      OrderKind = "PASS" // nothing (more): the mail is complete
)

// Role is what a line is for: the phasing side's own turn, the other
// side's defence, both, or a stop's answer.
func (k OrderKind) Role() string {
	switch k {
	case KPrep, KMove, KAFire, KAdvance:
		return "attack"
	case KFire, KAsk:
		return "defence"
	case KFireNow, KNoFire:
		return "answer"
	case KLOS:
		return "query"
	}
	return "both"
}

// Step is one step of a movement path: entering a hex, or an action that
// spends MF where the unit is (3.3, 4.0, 4.3).
type Step struct {
	Hex *aslmap.Hex `json:"hex,omitempty"`
	Act string      `json:"act,omitempty"` // SMOKE, DC, DROP, RECOVER, LEAVE
	At  *aslmap.Hex `json:"at,omitempty"`  // SMOKE's or DC's target hex
	ID  string      `json:"id,omitempty"`  // DROP's or RECOVER's weapon, LEAVE's unit
}

// Order is one parsed line.
type Order struct {
	Kind  OrderKind    `json:"kind"`
	Line  int          `json:"line,omitempty"`
	Units []string     `json:"units,omitempty"` // unit and weapon ids, as written
	From  []aslmap.Hex `json:"from,omitempty"`  // firers given as hexes
	At    *aslmap.Hex  `json:"at,omitempty"`    // PREP/AFIRE target
	Hexes []aslmap.Hex `json:"hexes,omitempty"` // FIRE/ASK hexes, ROUT path, ADVANCE hex, LOS ends
	Steps []Step       `json:"steps,omitempty"`
	DT    bool         `json:"dt,omitempty"`
	AM    bool         `json:"am,omitempty"`
	Crawl bool         `json:"crawl,omitempty"`
	// FIRE and ASK conditions.
	Any    bool   `json:"any,omitempty"`
	Within int    `json:"within,omitempty"`
	Min    int    `json:"min,omitempty"`
	MaxDRM *int   `json:"max_drm,omitempty"`
	Target string `json:"target,omitempty"` // MMC, SQUAD, LEADER
	SFF    bool   `json:"sff,omitempty"`
	FPF    bool   `json:"fpf,omitempty"`
	// NoROF: at First Fire the line's MGs decline a rate of fire the
	// coloured die gives them, so that the attack leaves residual FP (the
	// publisher's errata to 3.3.1). Also on a stop's answer.
	NoROF   bool     `json:"norof,omitempty"`
	When    string   `json:"when,omitempty"`    // FIRST or FINAL only, "" both; TRANSFER's APH
	To      string   `json:"to,omitempty"`      // TRANSFER's new holder
	Targets []string `json:"targets,omitempty"` // CC's targets; empty: ANY
}

// Text writes the order in canonical form, with hex ids from sc.
func (o Order) Text(sc *aslmap.Scenario) string {
	switch o.Kind {
	case KRallyNone:
		return "RALLY NONE"
	case KNoRally, KKeepDM, KNoRepair, KDestroy:
		return string(o.Kind) + " " + strings.Join(o.Units, ",")
	case KTransfer:
		t := fmt.Sprintf("TRANSFER %s TO %s", strings.Join(o.Units, ","), o.To)
		if o.When == "APH" {
			t += " APH"
		}
		return t
	case KPrep, KAFire:
		return fmt.Sprintf("%s %s AT %s", o.Kind, o.firersText(sc), sc.ID(*o.At))
	case KMove:
		return o.moveText(sc)
	case KRout:
		return o.routText(sc)
	case KAdvance:
		return fmt.Sprintf("ADVANCE %s %s", strings.Join(o.Units, ","), joinHexIDs(sc, o.Hexes))
	case KCC:
		t := "ANY"
		if len(o.Targets) > 0 {
			t = strings.Join(o.Targets, ",")
		}
		return fmt.Sprintf("CC %s AT %s", strings.Join(o.Units, ","), t)
	case KFire, KAsk:
		return o.standingText(sc)
	case KFireNow:
		if o.NoROF {
			return "FIRE " + o.firersText(sc) + " NOROF"
		}
		return "FIRE " + o.firersText(sc)
	case KNoFire:
		return "NOFIRE"
	case KPass:
		return "PASS"
	case KLOS:
		return "LOS " + sc.ID(o.Hexes[0]) + " " + sc.ID(o.Hexes[1])
	}
	return string(o.Kind)
}

// joinHexIDs writes hexes as a comma list: "vK5,vK6".
func joinHexIDs(sc *aslmap.Scenario, hs []aslmap.Hex) string {
	parts := make([]string, len(hs))
	for i, x := range hs {
		parts[i] = sc.ID(x)
	}
	return strings.Join(parts, ",")
}

// firersText writes the firers: unit and weapon ids, then hexes.
func (o Order) firersText(sc *aslmap.Scenario) string {
	parts := append([]string(nil), o.Units...)
	for _, h := range o.From {
		parts = append(parts, sc.ID(h))
	}
	return strings.Join(parts, ",")
}

// moveText writes MOVE units [DT] [AM] and the path's steps.
func (o Order) moveText(sc *aslmap.Scenario) string {
	var b strings.Builder
	b.WriteString("MOVE " + strings.Join(o.Units, ","))
	if o.DT {
		b.WriteString(" DT")
	}
	if o.AM {
		b.WriteString(" AM")
	}
	for _, st := range o.Steps {
		b.WriteString(" " + st.Text(sc))
	}
	return b.String()
}

// routText writes ROUT units [CRAWL] and the hexes, one word each.
func (o Order) routText(sc *aslmap.Scenario) string {
	var b strings.Builder
	b.WriteString("ROUT " + strings.Join(o.Units, ","))
	if o.Crawl {
		b.WriteString(" CRAWL")
	}
	if len(o.Hexes) > 0 {
		b.WriteString(" " + strings.ReplaceAll(joinHexIDs(sc, o.Hexes), ",", " "))
	}
	return b.String()
}

// standingText writes a FIRE or ASK line: its firers, AT hexes or AT ANY,
// then its conditions (ASK FINAL alone stands without AT).
func (o Order) standingText(sc *aslmap.Scenario) string {
	var b strings.Builder
	b.WriteString(string(o.Kind))
	if f := o.firersText(sc); f != "" {
		b.WriteString(" " + f)
	}
	if o.Kind == KAsk && o.When == "FINAL" && !o.Any && len(o.Hexes) == 0 {
		b.WriteString(" FINAL")
		return b.String()
	}
	if o.Any {
		b.WriteString(" AT ANY")
	} else {
		b.WriteString(" AT " + joinHexIDs(sc, o.Hexes))
	}
	b.WriteString(o.conditionsText())
	return b.String()
}

// conditionsText writes a FIRE or ASK line's conditions, each after a space.
func (o Order) conditionsText() string {
	var b strings.Builder
	if o.Within > 0 {
		fmt.Fprintf(&b, " WITHIN %d", o.Within)
	}
	if o.Min > 0 {
		fmt.Fprintf(&b, " MIN %d", o.Min)
	}
	if o.MaxDRM != nil {
		fmt.Fprintf(&b, " MAXDRM %d", *o.MaxDRM)
	}
	if o.Target != "" {
		b.WriteString(" TARGET " + o.Target)
	}
	if o.SFF {
		b.WriteString(" SFF")
	}
	if o.FPF {
		b.WriteString(" FPF")
	}
	if o.NoROF {
		b.WriteString(" NOROF")
	}
	if o.When != "" {
		b.WriteString(" " + o.When)
	}
	return b.String()
}

// Text writes the step as a player writes it: a hex id, or an action and its hex.
func (st Step) Text(sc *aslmap.Scenario) string {
	switch {
	case st.Hex != nil:
		return sc.ID(*st.Hex)
	case st.At != nil:
		return st.Act + ":" + sc.ID(*st.At)
	case st.ID != "":
		return st.Act + ":" + st.ID
	}
	return st.Act
}

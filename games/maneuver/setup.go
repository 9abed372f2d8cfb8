package maneuver

import (
	"slices"
	"strings"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// SetupAnswers are a seat's set-up choices, kept from the mail that gave
// them until their step of the set-up comes (rule 3's order), so a player
// may answer several steps in one mail.
type SetupAnswers struct {
	Tiles   []Placement `json:"tiles,omitempty"`
	Nations []string    `json:"nations,omitempty"`
	Nation  string      `json:"nation,omitempty"`
	Edge    string      `json:"edge,omitempty"`
	Hand    []string    `json:"hand,omitempty"`
	Units   []string    `json:"units,omitempty"`
	Squares []Square    `json:"squares,omitempty"`
}

// setupOwner says whose decision a set-up line is.
func (s *State) setupOwner(verb string) (Seat, bool) {
	switch verb {
	case "TILES", "NATION":
		return s.First, true
	case "NATIONS", "EDGE":
		return s.First.Other(), true
	}
	return 0, false // HAND and DEPLOY: each seat's own
}

// setupDone reports whether the decision of verb has been made.
func (s *State) setupDone(seat Seat, verb string) bool {
	switch verb {
	case "TILES":
		return s.Tiles[0].Tile != 0
	case "NATIONS":
		return len(s.Offered) > 0
	case "NATION":
		return s.Sides[seat].Nation != ""
	case "EDGE":
		return s.Sides[seat].Edge.Name != ""
	case "HAND":
		return len(s.Sides[seat].Deck) > 0 || len(s.Sides[seat].Hand) > 0
	case "DEPLOY":
		us := s.Sides[seat].Units
		return len(us) > 0 && us[0].Sq.On()
	}
	return true
}

// checkSetup says why a set-up line cannot be used by seat now, or nil;
// earlier are the mail's set-up lines before it.
func (s *State) checkSetup(seat Seat, st Step, earlier []plan.Step[Step]) *lineErr {
	if owner, ok := s.setupOwner(st.Verb); ok && owner != seat {
		return bad("%s is the other player's choice", "%s 由對方選擇", "%s 由对方选择", verbWord(st.Verb))
	}
	if s.setupDone(seat, st.Verb) {
		return bad("the choice of %s has been made already", "%s 已經選定", "%s 已经选定", verbWord(st.Verb))
	}
	switch st.Verb {
	case "TILES":
		var p [4]Placement
		copy(p[:], st.Tiles)
		if why := s.layoutProblem(p); why != nil {
			return why
		}
	case "NATION":
		if len(s.Offered) > 0 && !contains(s.Offered, st.Words[0]) {
			offered := i18n.ListText([]i18n.Text{s.nationWord(s.Offered[0]), s.nationWord(s.Offered[1])})
			return bad("%s is not one of the two nations offered (%s)", "%s 不是提供的兩個國家之一（%s）", "%s 不是提供的两个国家之一（%s）", s.nationWord(st.Words[0]), offered)
		}
	case "HAND":
		if s.Opt.Hand != HandChoose {
			return bad("starting hands are drawn: choosing them is the tournament option hand=choose", "起始手牌是摸的：自選是比賽選項 hand=choose", "起始手牌是摸的：自选是比赛选项 hand=choose")
		}
	case "DEPLOY":
		edge, _ := s.deployEdge(seat, earlier)
		zone := s.field.deployZone(edge)
		seen := map[Square]bool{}
		for i, u := range st.Units {
			sq := st.Path[i]
			if !slices.Contains(zone, sq) {
				return bad("%s is not a square you may deploy in: within two rows of your edge, not a lake", "%s 不能部署：須在起始邊兩行以內且不是湖", "%s 不能部署：须在起始边两行以内且不是湖", sq)
			}
			if seen[sq] {
				return bad("two units in %s", "%s 有兩個單位", "%s 有两个单位", sq)
			}
			seen[sq] = true
			for _, v := range st.Units[:i] {
				if v == u {
					return bad("%s is placed twice", "%s 部署了兩次", "%s 部署了两次", u)
				}
			}
		}
	}
	return nil
}

// deployEdge is the edge seat deploys from: decided already, or named by
// an EDGE line earlier in the same mail, so the player who chooses the edge
// can choose it and deploy in one mail instead of waiting a round trip.
func (s *State) deployEdge(seat Seat, earlier []plan.Step[Step]) (Dir, bool) {
	if d := s.Sides[seat].Edge; d.Name != "" {
		return d, true
	}
	if seat != s.First.Other() {
		return Dir{}, false
	}
	for i := len(earlier) - 1; i >= 0; i-- {
		if st := earlier[i].Act; st.Verb == "EDGE" {
			return dirNamed(strings.ToLower(st.Words[0])), true
		}
	}
	return Dir{}, false
}

// layoutProblem refuses a layout in which some edge has fewer than eight
// squares to deploy in (a lake-heavy edge could not take an army).
func (s *State) layoutProblem(p [4]Placement) *lineErr {
	f, err := Lay(s.data, p)
	if err != nil {
		return bad("no such tile", "沒有這塊地圖", "没有这块地图")
	}
	for _, d := range dirs {
		if len(f.deployZone(d)) < len(s.data.Nations[0].Units) {
			return bad("along the %s edge fewer than eight squares can take a unit", "%s邊可部署的格子不足八個", "%s边可部署的格子不足八个", dirText(d))
		}
	}
	return nil
}

// store keeps a seat's set-up lines in its answers.
func (s *State) store(seat Seat, steps []plan.Step[Step]) {
	a := &s.Sides[seat].Setup
	for _, ps := range steps {
		st := ps.Act
		switch st.Verb {
		case "TILES":
			a.Tiles = st.Tiles
		case "NATIONS":
			a.Nations = st.Words
		case "NATION":
			a.Nation = st.Words[0]
		case "EDGE":
			a.Edge = st.Words[0]
		case "HAND":
			a.Hand = st.Cards
		case "DEPLOY":
			for i, u := range st.Units {
				if k := slices.Index(a.Units, u); k >= 0 {
					a.Units = slices.Delete(a.Units, k, k+1)
					a.Squares = slices.Delete(a.Squares, k, k+1)
				}
				a.Units = append(a.Units, u)
				a.Squares = append(a.Squares, st.Path[i])
			}
		}
	}
}

// setup runs the set-up from where it stands until a seat must be asked
// or the first player turn begins. asked is the stage (and deploying
// seat) whose request this resolution answers: a choice missing there
// takes its documented default instead of being asked again.
func (s *State) setup(asked Stage, askedDeploy Seat, l *logger) {
	for {
		now := asked == s.Stage && (s.Stage != StageDeploy || askedDeploy == s.Deploying)
		var next bool
		switch s.Stage {
		case StageRoll:
			next = s.setupRoll(l)
		case StageTiles:
			next = s.setupTiles(now, l)
		case StageNations:
			next = s.setupNations(now, l)
		case StageNation:
			next = s.setupNation(now, l)
		case StageEdge:
			next = s.setupEdge(now, l)
		case StageHands:
			next = s.setupHands(now, l)
		case StageDeploy:
			next = s.setupDeploy(now, l)
		}
		if !next {
			return
		}
	}
}

// Each step of the set-up below makes its decision from the answers kept
// (or, when now, from its default), moves the set-up on and reports true;
// it reports false when it must wait for an answer, or the set-up is over.

// setupRoll rolls for the first player; tiles fixed by the game's options
// are laid at once.
func (s *State) setupRoll(l *logger) bool {
	s.rollForFirst(l)
	s.Stage = StageTiles
	if len(s.Opt.Tiles) == 4 {
		copy(s.Tiles[:], s.Opt.Tiles)
		s.laid(l, true)
		s.Stage = StageNations
	}
	return true
}

// setupTiles lays the first player's tiles, or random ones by default.
func (s *State) setupTiles(now bool, l *logger) bool {
	a := s.Sides[s.First].Setup.Tiles
	var p [4]Placement
	copy(p[:], a)
	switch {
	case len(a) == 4 && s.layoutProblem(p) == nil:
		s.Tiles = p
	case now:
		s.Tiles = s.randomTiles(l)
	default:
		return false
	}
	s.laid(l, false)
	s.Stage = StageNations
	return true
}

// setupNations: the second player offers two nations (the game's options
// may fix them; by default the rulebook's advice for new players).
func (s *State) setupNations(now bool, l *logger) bool {
	a := s.Sides[s.First.Other()].Setup.Nations
	switch {
	case len(s.Opt.Nations) == 2:
		// Fixed at CREATE (nations=, or the beginner variant): the second
		// player offered nothing, and the report does not say it did.
		s.Offered = s.Opt.Nations
		l.AddT("The game's creator sets the two nations: %s and %s.", "開局者指定兩個國家：%s 與 %s。", "开局者指定两个国家：%s 与 %s。", s.nationName(s.Offered[0]), s.nationName(s.Offered[1]))
		s.Stage = StageNation
		return true
	case len(a) == 2:
		s.Offered = a
	case now:
		s.Offered = []string{"BRITAIN", "FRANCE"}
		l.AddT("Without an answer, the two nations are the rulebook's advice for new players.", "未答覆：採用規則書給新手的建議。", "未答复：采用规则书给新手的建议。")
	default:
		return false
	}
	l.AddT("%s offers %s and %s.", "%s提供 %s 與 %s。", "%s提供 %s 与 %s。", seatText(s.First.Other()), s.nationName(s.Offered[0]), s.nationName(s.Offered[1]))
	s.Stage = StageNation
	return true
}

// setupNation: the first player takes one of the two offered (by default
// the first), the second player the other.
func (s *State) setupNation(now bool, l *logger) bool {
	a := s.Sides[s.First].Setup.Nation
	var pick string
	switch {
	case contains(s.Offered, a):
		pick = a
	case now:
		pick = s.Offered[0]
	default:
		return false
	}
	other := s.Offered[0]
	if other == pick {
		other = s.Offered[1]
	}
	s.takeNation(s.First, pick)
	s.takeNation(s.First.Other(), other)
	l.AddT("%s takes %s; %s plays %s.", "%s選 %s；%s使用 %s。", "%s选 %s；%s使用 %s。", seatText(s.First), s.nationName(pick), seatText(s.First.Other()), s.nationName(other))
	s.Stage = StageEdge
	return true
}

// setupEdge: the second player chooses its edge (by default south); the
// first player has the opposite one.
func (s *State) setupEdge(now bool, l *logger) bool {
	a := s.Sides[s.First.Other()].Setup.Edge
	var d Dir
	switch {
	case a != "":
		d = dirNamed(strings.ToLower(a))
	case now:
		d = South
	default:
		return false
	}
	s.Sides[s.First.Other()].Edge = d
	s.Sides[s.First].Edge = d.Opposite()
	l.AddT("%s takes the %s edge; %s has the %s edge.", "%s選%s邊；%s在%s邊。", "%s选%s边；%s在%s边。",
		s.sideText(s.First.Other()), dirText(d), s.sideText(s.First), dirText(d.Opposite()))
	s.Stage = StageHands
	return true
}

// setupHands deals both starting hands; with hand=choose it waits for
// both players' choices.
func (s *State) setupHands(now bool, l *logger) bool {
	if s.Opt.Hand == HandChoose {
		ready := len(s.Sides[Blue].Setup.Hand) == HandSize && len(s.Sides[Red].Setup.Hand) == HandSize
		if !ready && !now {
			return false
		}
	}
	for _, seat := range []Seat{s.First, s.First.Other()} {
		s.startingHand(seat, l)
	}
	s.Stage, s.Deploying = StageDeploy, s.First
	return true
}

// setupDeploy: the first player deploys, then the second; then turn 1
// begins.
func (s *State) setupDeploy(now bool, l *logger) bool {
	seat := s.Deploying
	if len(s.Sides[seat].Setup.Units) == 0 && !now {
		return false
	}
	s.deploy(seat, l)
	if seat == s.First {
		s.Deploying = seat.Other()
		return true
	}
	s.Stage, s.Turn, s.Active, s.Seq = StageTurn, 1, s.First, 0
	l.AddT("The set-up is over. Turn 1: %s plays first.", "布置完成。第 1 回合：%s先行。", "布置完成。第 1 回合：%s先行。", s.sideText(s.First))
	return false
}

func (s *State) nationName(key string) i18n.Text {
	if n, ok := s.data.Nation(key); ok {
		return n.Name
	}
	return i18n.Plain(key)
}

// nationWord is the word a NATION line takes for the nation keyed key, as
// a reader of each language writes it: the key (FRANCE) in English, the
// Chinese name (法蘭西) in Chinese.
func (s *State) nationWord(key string) i18n.Text {
	name := s.nationName(key)
	name.EN = key
	return name
}

func (s *State) takeNation(seat Seat, key string) {
	n, _ := s.data.Nation(key)
	s.Sides[seat].Nation = n.Key
	s.nations[seat] = n
	s.Sides[seat].Units = make([]UnitState, len(n.Units))
	for i := range s.Sides[seat].Units {
		s.Sides[seat].Units[i].Sq = NoSquare
	}
}

// rollForFirst: each rolls 1d10, ties roll again; the higher starts
// (rule 3).
func (s *State) rollForFirst(l *logger) {
	for {
		b, bt := l.d(10, "Blue rolls for the first player")
		r, rt := l.d(10, "Red rolls for the first player")
		s.Rolls = append(s.Rolls, [2]int{b, r})
		l.AddT("Blue rolls %s, Red rolls %s.", "藍方擲 %s，紅方擲 %s。", "蓝方掷 %s，红方掷 %s。", bt, rt)
		if b == r {
			l.AddT("A tie: both roll again.", "平手，重擲。", "平手，重掷。")
			continue
		}
		s.First = Blue
		if r > b {
			s.First = Red
		}
		l.AddT("%s is the first player and takes the marker.", "%s為起始玩家，取得起始玩家標誌。", "%s为起始玩家，取得起始玩家标志。", seatText(s.First))
		return
	}
}

// randomTiles is the default layout: four tiles drawn at random, unturned.
func (s *State) randomTiles(l *logger) [4]Placement {
	for {
		var ids []int
		for _, t := range s.data.Tiles {
			ids = append(ids, t.ID)
		}
		var p [4]Placement
		for q := range 4 {
			k := l.dice.Roll(len(ids), "a default tile") - 1
			p[q] = Placement{Tile: ids[k]}
			ids = slices.Delete(ids, k, k+1)
		}
		if s.layoutProblem(p) == nil {
			l.AddT("Without an answer, the four tiles are drawn at random.", "未答覆：隨機抽四塊地圖。", "未答复：随机抽四块地图。")
			return p
		}
	}
}

func (s *State) laid(l *logger, preset bool) {
	s.field, _ = Lay(s.data, s.Tiles)
	var ps []string
	for _, p := range s.Tiles {
		ps = append(ps, p.String())
	}
	who := seatText(s.First)
	if preset {
		who = i18n.T("The game's creator", "開局者", "开局者")
	}
	l.AddT("%s lays the tiles %s (north-west, north-east, south-west, south-east).", "%s擺放地圖塊 %s（西北、東北、西南、東南）。", "%s摆放地图块 %s（西北、东北、西南、东南）。", who, strings.Join(ps, " "))
}

// startingHand shuffles seat's deck and gives it five cards: drawn, or
// chosen under the tournament option and the rest shuffled (rule 3.5).
func (s *State) startingHand(seat Seat, l *logger) {
	side := &s.Sides[seat]
	chosen := side.Setup.Hand
	if s.Opt.Hand != HandChoose || len(chosen) != HandSize {
		if s.Opt.Hand == HandChoose {
			l.AddT("%s chose no hand: five cards are drawn.", "%s沒有選手牌：改為摸五張。", "%s没有选手牌：改为摸五张。", seatText(seat))
		}
		s.newDeck(seat, l)
		s.draw(seat, l)
		return
	}
	var rest []string
	for _, c := range s.nations[seat].Cards {
		if !slices.Contains(chosen, c.ID) {
			rest = append(rest, c.ID)
		}
	}
	side.Hand = slices.Clone(chosen)
	l.hidden([]Seat{seat}, i18n.T("%s chooses a starting hand: %s.", "%s選起始手牌：%s。", "%s选起始手牌：%s。", seatText(seat), s.cardList(seat, chosen)),
		i18n.T("%s chooses five cards for a starting hand.", "%s選了五張起始手牌。", "%s选了五张起始手牌。", seatText(seat)))
	s.shuffleDeck(seat, rest, l)
}

// deploy places seat's eight units: where its answers say, the rest on
// the free squares of its zone in roster order (rule 3.6).
func (s *State) deploy(seat Seat, l *logger) {
	a := s.Sides[seat].Setup
	zone := s.field.deployZone(s.Sides[seat].Edge)
	n := s.nations[seat]
	placed := map[int]bool{}
	for k, code := range a.Units {
		i, ok := n.UnitIndex(code)
		sq := a.Squares[k]
		if !ok || placed[i] || !slices.Contains(zone, sq) || !s.free(sq) {
			continue
		}
		s.Sides[seat].Units[i].Sq = sq
		placed[i] = true
	}
	defaulted := 0
	for i := range n.Units {
		if placed[i] {
			continue
		}
		for _, sq := range zone {
			if s.free(sq) {
				s.Sides[seat].Units[i].Sq = sq
				defaulted++
				break
			}
		}
	}
	var where []i18n.Text
	for i := range n.Units {
		where = append(where, i18n.T("%s %s", "%s %s", "%s %s", n.Units[i].Code, s.Sides[seat].Units[i].Sq.String()))
	}
	l.Add(i18n.Join(i18n.T("%s deploys: ", "%s部署：", "%s部署：", s.sideText(seat)), i18n.ListText(where), i18n.T(".", "。", "。")))
	switch {
	case len(a.Units) == 0:
		l.AddT("(No deployment was sent: the units stand on the first free squares of the zone, in roster order.)", "（未寄出部署，各單位依單位順序放在部署區的第一個空格。）", "（未发出部署，各单位依单位顺序放在部署区的第一个空格。）")
	case defaulted > 0:
		l.Add(i18n.Plural(defaulted,
			i18n.T("(%d unit not placed by the deployment sent stands on the first free square of the zone.)", "（所寄部署未放置的 %d 個單位放在部署區的第一個空格。）", "（所发部署未放置的 %d 个单位放在部署区的第一个空格。）", defaulted),
			i18n.T("(%d units not placed by the deployment sent stand on the first free squares of the zone.)", "（所寄部署未放置的 %d 個單位放在部署區的第一個空格。）", "（所发部署未放置的 %d 个单位放在部署区的第一个空格。）", defaulted)))
	}
}

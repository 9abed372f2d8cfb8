package maneuver

import (
	"encoding/json"
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/create"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/games/kit/seats"
	"adjutant/templates/i18n"
)

// New starts a game at the roll for the first player, which the judge
// resolves at once (no seat is asked).
func (Engine) New(variant string, options map[string]string, _ *games.Dice) (games.Game, error) {
	d, err := Shipped()
	if err != nil {
		return nil, err
	}
	s := &State{Variant: variant, Stage: StageRoll, Winner: -1}
	if variant == "" {
		s.Variant = "standard"
	}
	o := &s.Opt
	create.Fill(o, create.Pick(about().Options, options))
	if err := s.bind(d); err != nil {
		return nil, err
	}
	if v := options[OptNations]; v != "" || s.Variant == "beginner" {
		if v == "" {
			v = "britain,france"
		}
		ws := strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == '+' || r == '/' })
		st, why := s.parseSetup(Blue, "NATIONS", upperAll(ws), nil)
		if why != nil {
			return nil, &games.Refusal{Message: i18n.Join(i18n.Plain("nations="+v+": "), why.Msg)}
		}
		if a, _ := s.data.Nation(st.Words[0]); a != nil {
			if b, _ := s.data.Nation(st.Words[1]); b != nil && a.Prefix == b.Prefix {
				return nil, games.Refuse("the nations %s and %s have the same card prefix and cannot meet", "%s 與 %s 的牌編號前綴相同，不能對陣", "%s 与 %s 的牌编号前缀相同，不能对阵", a.Key, b.Key)
			}
		}
		o.Nations = st.Words
	}
	if v := options[OptTiles]; v != "" {
		ws := strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == '+' })
		st, why := s.parseSetup(Blue, "TILES", ws, nil)
		if why == nil {
			var p [4]Placement
			copy(p[:], st.Tiles)
			why = s.layoutProblem(p)
		}
		if why != nil {
			return nil, &games.Refusal{Message: i18n.Join(i18n.Plain("tiles="+v+": "), why.Msg)}
		}
		o.Tiles = st.Tiles
	}
	return &Game{s: s}, nil
}

func upperAll(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strings.ToUpper(w)
	}
	return out
}

// Load restores a saved game.
func (Engine) Load(data []byte) (games.Game, error) {
	return record.Load(data, (*State).loaded, newGame)
}

// newGame is the game at a state.
func newGame(s *State) games.Game { return &Game{s: s} }

// loaded binds a state read back from its saved JSON to the engine's
// data and refuses one that no game could have saved.
func (s *State) loaded() error {
	d, err := Shipped()
	if err != nil {
		return err
	}
	return s.bind(d)
}

// Game is one game of Maneuver; its methods never change it.
type Game struct{ s *State }

var _ games.Game = (*Game)(nil)

// State returns a copy of the position, for tests and tools.
func (g *Game) State() *State { return g.s.clone() }

// Save returns canonical JSON.
func (g *Game) Save() ([]byte, error) { return json.Marshal(g.s) }

// Seats: Blue and Red, neutral until the set-up gives them a nation,
// each with its letter as its SIGNON code.
func (g *Game) Seats() []games.SeatInfo {
	var out []games.SeatInfo
	for _, s := range []Seat{Blue, Red} {
		out = append(out, games.SeatInfo{Seat: s.Seat(), Name: seatText(s), Code: s.Code()})
	}
	return out
}

// Groups: one player a seat.
func (g *Game) Groups() [][]games.Seat { return seats.OneEach(g.Seats()) }

// ClassSetup is the phase class of the set-up, before the first turn,
// beside plan.ClassTurn and plan.ClassStop; about.toml names it.
const ClassSetup = "setup"

// Phase names where the game stands. A player turn's id is its number and
// seat ("T3B"); each question within it adds a count ("T3B.1"), so every
// resolution has its own id and its own dice stream.
func (g *Game) Phase() games.PhaseInfo {
	s := g.s
	switch s.Stage {
	case StageTurn:
		id := fmt.Sprintf("T%d%s", s.Turn, s.Active.Code())
		if s.Seq > 0 {
			id += fmt.Sprintf(".%d", s.Seq)
		}
		name := i18n.T("Turn %d, %s", "第 %d 回合，%s", "第 %d 回合，%s", s.Turn, s.sideText(s.Active))
		class := plan.ClassTurn
		if s.Question != nil {
			class = plan.ClassStop
			asked, _ := seatOf(s.Question.Seat)
			name = i18n.Join(name, i18n.T(": a question to %s", "：詢問%s", "：询问%s", seatText(asked)))
		}
		return games.PhaseInfo{ID: id, Name: name, Class: class}
	case StageOver:
		return games.PhaseInfo{ID: "END", Name: stageText(StageOver), Class: plan.ClassTurn}
	}
	ids := map[Stage]string{StageRoll: "S1", StageTiles: "S2", StageNations: "S3", StageNation: "S4", StageEdge: "S5", StageHands: "S6", StageDeploy: "S7"}
	id := ids[s.Stage]
	if s.Stage == StageDeploy && s.Deploying != s.First {
		id = "S8"
	}
	return games.PhaseInfo{ID: id, Name: stageText(s.Stage), Class: ClassSetup}
}

// Requests names the seat (or both, for chosen hands) that must act.
func (g *Game) Requests() []games.Request { return g.s.requests() }

// requests names the seat (or both) that must act, and what each is asked.
func (s *State) requests() []games.Request {
	if s.Question != nil {
		return []games.Request{s.Question.Request()}
	}
	ask := func(seat Seat, ask, def i18n.Text) games.Request {
		return games.Request{Seat: seat.Seat(), Public: games.Prompt{Ask: ask, Default: def}}
	}
	second := s.First.Other()
	switch s.Stage {
	case StageTiles:
		return []games.Request{ask(s.First, i18n.T("four tiles for the field: TILES nw ne sw se (a number, /90 /180 /270 to turn one)", "戰場的四塊地圖：地圖塊 西北 東北 西南 東南（編號，可加 /90 /180 /270 轉向）", "战场的四块地图：地图块 西北 东北 西南 东南（编号，可加 /90 /180 /270 转向）"),
			i18n.T("four tiles at random", "隨機四塊", "随机四块"))}
	case StageNations:
		return []games.Request{ask(second, i18n.T("two nations for the game: NATIONS a b", "本局的兩個國家：國家 甲 乙", "本局的两个国家：国家 甲 乙"),
			i18n.T("Britain and France", "英國與法國", "英国与法国"))}
	case StageNation:
		a, b := s.nationWord(s.Offered[0]), s.nationWord(s.Offered[1])
		return []games.Request{ask(s.First, i18n.T("your nation: NATION %s or %s", "您的國家：國家 %s 或 %s", "您的国家：国家 %s 或 %s", a, b), a)}
	case StageEdge:
		return []games.Request{ask(second, i18n.T("your starting edge: EDGE NORTH, EAST, SOUTH or WEST", "您的起始邊：邊 北、東、南 或 西", "您的起始边：边 北、东、南 或 西"),
			i18n.T("south", "南", "南"))}
	case StageHands:
		def := i18n.T("five cards drawn", "摸五張牌", "摸五张牌")
		a := i18n.T("your starting hand: HAND and five card ids", "起始手牌：手牌 加五個牌編號", "起始手牌：手牌 加五个牌编号")
		return []games.Request{ask(Blue, a, def), ask(Red, a, def)}
	case StageDeploy:
		return []games.Request{ask(s.Deploying, i18n.T("deployment: DEPLOY unit square ... within two rows of your edge", "部署：部署 單位 格子……，須在起始邊兩行以內", "部署：部署 单位 格子……，须在起始边两行以内"),
			i18n.T("units in roster order on the first free squares", "依單位順序放在第一個空格", "依单位顺序放在第一个空格"))}
	case StageTurn:
		if s.T == nil {
			return []games.Request{ask(s.Active, i18n.T("a plan for the player turn: DISCARD, MOVE, a combat, RESTORE, REDOUBT, and standing answers (GET maneuver plan lists every line)", "玩家回合計劃：棄牌、移動、戰鬥、恢復、戰壕，及常備答覆（GET maneuver plan 列出每一種行的寫法）", "玩家回合计划：弃牌、移动、战斗、恢复、战壕，及常备答复（GET maneuver plan 列出每一种行的写法）"),
				i18n.T("no discard, the default move, no combat, no restoring", "不棄牌、預設移動、不戰鬥、不恢復", "不弃牌、默认移动、不战斗、不恢复"))}
		}
	}
	return nil
}

// Alive: both seats play to the end.
func (g *Game) Alive() []games.Seat { return seats.All(g.Seats()) }

// Over reports the winner once the game has ended.
func (g *Game) Over() *games.Ending {
	s := g.s
	if s.Stage != StageOver || s.Winner < 0 {
		return nil
	}
	return &games.Ending{Winners: []games.Seat{Seat(s.Winner).Seat()}, Reason: s.reasonText()}
}

// Resolve runs the current phase with the stored submissions.
func (g *Game) Resolve(in games.ResolveInput, dice *games.Dice) (games.Resolution, error) {
	if g.s.Stage == StageOver {
		return games.Resolution{}, games.ErrOver
	}
	s := g.s.clone()
	phase := g.Phase()
	l := &logger{dice: dice}
	// Standing answers sent by a seat not asked count from now on.
	asked := map[games.Seat]bool{}
	for _, r := range g.Requests() {
		asked[r.Seat] = true
	}
	for _, seat := range []Seat{Blue, Red} {
		if ls, ok := in.StandingLines(seat.Seat()); ok && !asked[seat.Seat()] && g.TakesStanding(seat.Seat()) {
			p, _, _ := s.parse(seat, modeAnswer, ls)
			s.applyBook(seat, p.book)
		}
	}
	s.Resume = nil
	switch {
	case s.Question != nil:
		q := s.Question
		seat, _ := seatOf(q.Seat)
		s.Question = nil
		s.Resume = &Asked{Seat: seat, Kind: q.Kind, Subject: q.Subject}
		ls, ok := in.Lines(seat.Seat())
		m := modeAnswer
		if q.Kind == askPlan {
			m = modeTurn
		}
		p, _, _ := s.parse(seat, m, ls)
		s.applyBook(seat, p.book)
		if q.Kind == askPlan {
			switch {
			case ok && len(p.steps) > 0:
				// The answer replaces what was left of the plan.
				s.T.Plan = p.steps
			case ok && len(s.T.Plan) > 0:
				// An answer with no plan line (standing answers alone, or
				// a mail whose every line was refused) leaves the plan
				// still to run as its report showed it.
				s.T.Default = true
				l.hidden([]Seat{seat}, i18n.T("%s sent no new plan line: the rest of the plan sent runs, and the defaults for what it leaves out.", "%s沒有寄新的計劃行：照已寄計劃的其餘部分進行，未寫的部分依預設。", "%s没有发送新的计划行：照已发送的计划的其余部分进行，未写的部分依默认。", seatText(seat)),
					i18n.T("%s answered: the turn goes on.", "%s已答覆：回合繼續。", "%s已答复：回合继续。", seatText(seat)))
			case len(s.T.Plan) > 0:
				// No answer: the rest of the plan sent runs, as its report
				// showed it; what it leaves out follows the defaults.
				s.T.Default = true
				l.hidden([]Seat{seat}, i18n.T("%s did not answer: the rest of the plan sent runs, and the defaults for what it leaves out.", "%s沒有答覆：照已寄計劃的其餘部分進行，未寫的部分依預設。", "%s没有答复：照已发送的计划的其余部分进行，未写的部分依默认。", seatText(seat)),
					i18n.T("%s did not answer: the turn goes on.", "%s沒有答覆：回合繼續。", "%s没有答复：回合继续。", seatText(seat)))
			case ok:
				// Standing answers alone, with no plan left: what they
				// were stays the player's; the others read only that the
				// turn runs by default.
				s.T.Default = true
				l.hidden([]Seat{seat}, i18n.T("%s sent no plan line: the rest of the turn runs by default.", "%s沒有寄計劃行：回合餘下部分依預設進行。", "%s没有发送计划行：回合余下部分依默认进行。", seatText(seat)),
					i18n.T("%s answered: the rest of the turn runs by default.", "%s已答覆：回合餘下部分依預設進行。", "%s已答复：回合余下部分依默认进行。", seatText(seat)))
			default:
				s.T.Default = true
				l.AddT("%s sent nothing: the rest of the turn runs by default.", "%s沒有答覆：回合餘下部分依預設進行。", "%s没有答复：回合余下部分依默认进行。", seatText(seat))
			}
		} else if !ok || len(p.book) == 0 {
			l.AddT("%s did not answer: the default applies.", "%s沒有答覆：採用預設。", "%s没有答复：采用默认。", seatText(seat))
		}
		s.Seq++
		s.run(l)
	case s.Stage == StageTurn:
		ls, ok := in.Lines(s.Active.Seat())
		p, _, _ := s.parse(s.Active, modeTurn, ls)
		s.applyBook(s.Active, p.book)
		s.beginTurn(p.steps, !ok, l)
		s.Seq++
		s.run(l)
	default:
		for _, r := range g.Requests() {
			seat, _ := seatOf(r.Seat)
			ls, _ := in.Lines(seat.Seat())
			p, _, _ := s.parse(seat, modeSetup, ls)
			var ok []plan.Step[Step]
			for i, st := range p.setup {
				if s.checkSetup(seat, st.Act, p.setup[:i]) == nil {
					ok = append(ok, st)
				}
			}
			s.store(seat, ok)
		}
		s.setup(s.Stage, s.Deploying, l)
	}
	s.Resume = nil
	if q := s.Question; q != nil {
		l.Add(i18n.Join(i18n.T("Waiting for an answer: ", "等待答覆：", "等待答复："), q.Public.Ask, i18n.T(".", "。", "。")))
	}
	// The record keeps the position with its secrets, which Report
	// filters for each reader.
	return record.Resolved(phase, l.Events, s, &Game{s: s}, dice)
}

// Submit checks a seat's lines for the current phase without storing
// anything (submit.go). A seat not asked may still send standing answers
// once the turns have begun.
func (g *Game) Submit(seat games.Seat, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	res, notAsked := checked.NotAsked(g, seat)
	if notAsked && !g.TakesStanding(seat) {
		return res
	}
	me, _ := seatOf(seat) // a seat asked, or taking standing answers, is one of the two
	return g.s.submit(seat, me, notAsked, lines, lang)
}

// TakesStanding: once the turns have begun, a seat may send standing
// answers at any time; they serve the next question that arises.
func (g *Game) TakesStanding(seat games.Seat) bool {
	_, ok := seatOf(seat)
	return ok && g.s.Stage == StageTurn
}

// View renders the position as v may see it.
func (g *Game) View(v games.Viewer, lang i18n.Lang) string { return g.s.status(v, lang) }

// Report renders a stored result as v may read it.
func (Engine) Report(data []byte, v games.Viewer, lang i18n.Lang) (string, error) {
	r, err := record.Decode(data, (*State).loaded)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", i18n.T("%s (%s)", "%s（%s）", "%s（%s）", r.Name, r.Phase).In(lang))
	for _, line := range games.Render(r.Events, v, lang) {
		b.WriteString(wrap(line, proseWidth))
	}
	b.WriteString("\n")
	b.WriteString(r.State.status(v, lang))
	return b.String(), nil
}

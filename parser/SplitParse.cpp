//===- SplitParse.cpp - parse a large file's top-level items on threads ---===//
//
// A PTX module is a sequence of top-level items, and nothing in the grammar
// carries from one item to the next: a file cut between two items parses
// into the same items as the whole. Real files are long runs of such items
// (a kernel per template instantiation, a `.section` per DWARF table), so a
// large file is cut at item boundaries into about four pieces per thread,
// the pieces are parsed on their own threads into modules of their own (own
// arena, own diagnostics), and their items are joined in order. A large
// `.section` (a -G build's .debug_info is a third of the file) is a piece of
// its own, and its body, when it is plain data lines, is cut further into
// runs of lines that start a `.bN` item, read by the section fast path.
//
// The cut is found by a byte scan that mirrors the lexer's view of braces:
// comments, strings and `#` lines hide them. Parsing a piece that the scan
// got wrong cannot go unnoticed: it would report a syntax error (an item cut
// in two cannot parse). So the result is used only when no piece reported
// anything at all; otherwise the file is parsed again in one piece, which
// gives the diagnostics of the sequential parse exactly. Real compiler output
// reports nothing, so it takes the split path; broken files pay one wasted
// parallel attempt.
//
//===----------------------------------------------------------------------===//
#include "lib/support/Parallel.h"
#include "parser/ParseDriver.h"
#include "Parser.hpp"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>
#include <optional>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

using namespace ptx;

static bool isWordByte(char C) { return llvm::isAlnum(C) || C == '_' || C == '$'; }

/// Where the `.section` keyword of `.section NAME {` starts, given its `{` at
/// \p Open, when the text before it ends a top-level item (`}` or `;`, or
/// nothing); else nullptr.
static const char *sectionStart(const char *B, const char *Open) {
  const char *Q = Open;
  while (Q > B && isLexSpace(Q[-1]))
    --Q;
  const char *NameE = Q;
  while (Q > B && isWordByte(Q[-1]))
    --Q;
  if (Q == B || Q[-1] != '.' || NameE - Q < 1)
    return nullptr;
  --Q;
  const char *NameB = Q;
  while (Q > B && isLexSpace(Q[-1]))
    --Q;
  if (Q == NameB || Q - B < 8 || std::memcmp(Q - 8, ".section", 8) != 0)
    return nullptr;
  const char *S = Q - 8;
  const char *R = S;
  while (R > B && isLexSpace(R[-1]))
    --R;
  return R == B || R[-1] == '}' || R[-1] == ';' ? S : nullptr;
}

/// Skips white space and comments from \p Q; returns where something else
/// starts (or \p E), or nullptr for an unterminated block comment.
static const char *skipBlanks(const char *Q, const char *E) {
  for (;;) {
    while (Q < E && isLexSpace(*Q))
      ++Q;
    if (Q + 1 < E && Q[0] == '/' && Q[1] == '/') {
      // To the end of the line (nvcc's comment lines: 30 bytes on average).
      const void *NL = std::memchr(Q, '\n', size_t(E - Q));
      Q = NL ? static_cast<const char *>(NL) : E;
      continue;
    }
    if (Q + 1 < E && Q[0] == '/' && Q[1] == '*') {
      const char *C = Q + 2;
      while (C + 1 < E && !(C[0] == '*' && C[1] == '/'))
        ++C;
      if (C + 1 >= E)
        return nullptr;
      Q = C + 2;
      continue;
    }
    return Q;
  }
}

/// The first of `/ " # { }` in [P, E), or E; with \p Semi, also `;` (at
/// depth 0, where a `;` ends a top-level declaration; inside braces `;`
/// ends every statement, so it is looked for only where it can cut). Most
/// of a file is none of them, and the scan runs on one thread before the
/// pieces are handed out: 16 bytes at a time (a byte loop cost 11
/// instructions per byte, 7% of the work).
template <bool Semi> static const char *nextSpecial(const char *P, const char *E) {
#if defined(__SSE2__)
  const __m128i Slash = _mm_set1_epi8('/'), Quote = _mm_set1_epi8('"'),
                Hash = _mm_set1_epi8('#'), Open = _mm_set1_epi8('{'),
                Close = _mm_set1_epi8('}'), SemiV = _mm_set1_epi8(';');
  while (E - P >= 16) {
    __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
    __m128i Hit = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(V, Slash), _mm_cmpeq_epi8(V, Quote)),
        _mm_or_si128(_mm_cmpeq_epi8(V, Hash),
                     _mm_or_si128(_mm_cmpeq_epi8(V, Open), _mm_cmpeq_epi8(V, Close))));
    if (Semi)
      Hit = _mm_or_si128(Hit, _mm_cmpeq_epi8(V, SemiV));
    if (unsigned Mask = unsigned(_mm_movemask_epi8(Hit)))
      return P + __builtin_ctz(Mask);
    P += 16;
  }
#endif
  while (P < E && *P != '/' && *P != '"' && *P != '#' && *P != '{' && *P != '}' &&
         (!Semi || *P != ';'))
    ++P;
  return P;
}

std::vector<const char *> ptx::findTopLevelCuts(llvm::StringRef Buf, size_t MinPiece) {
  std::vector<const char *> Cuts;
  const char *B = Buf.begin(), *E = Buf.end(), *P = B;
  const char *Last = B; // the previous cut (or the start)
  long Depth = 0;
  const char *OpenAt = nullptr;   // the `{` that opened depth 1
  const char *SecStart = nullptr; // its `.section`, if it opens a section
  auto skipBlank = [E](const char *Q) { return skipBlanks(Q, E); };
  while (P < E) {
    P = Depth == 0 ? nextSpecial<true>(P, E) : nextSpecial<false>(P, E);
    if (P == E)
      break;
    char C = *P;
    switch (C) {
    case '/':
      if (P + 1 < E && (P[1] == '/' || P[1] == '*')) {
        P = skipBlank(P);
        if (!P)
          return {};
        continue;
      }
      break;
    case '"':
      // As the lexer: up to the closing quote, a backslash escaping any
      // byte but a newline, or up to the newline (unterminated).
      ++P;
      while (P < E && *P != '"' && *P != '\n' && *P != '\0') {
        if (*P == '\\' && P + 1 < E && P[1] != '\n' && P[1] != '\0')
          ++P;
        ++P;
      }
      if (P < E && *P == '"')
        ++P;
      continue;
    case '#':
      while (P < E && *P != '\n' && *P != '\0')
        ++P;
      continue;
    case '{':
      if (Depth++ == 0) {
        OpenAt = P;
        SecStart = sectionStart(B, P);
      }
      break;
    case '}': {
      if (--Depth < 0)
        return {};
      // A large section gets a piece of its own (its body is parsed in
      // runs on threads: bigSection below).
      bool Big = Depth == 0 && SecStart && size_t(P - OpenAt) >= 2 * MinPiece;
      if (Big && SecStart > Last && skipBlank(Last) != SecStart) {
        Cuts.push_back(SecStart);
        Last = SecStart;
      }
      if (Depth == 0 && (Big || size_t(P + 1 - Last) >= MinPiece)) {
        const char *Next = skipBlank(P + 1);
        if (!Next)
          return {};
        if (Next == E || *Next == '.') {
          Cuts.push_back(P + 1);
          Last = P + 1;
        }
      }
      break;
    }
    case ';':
      // Between top-level declarations: nvcc -G output starts with 100 KB
      // and more of .extern prototypes and global variables before the
      // first `}`, which was one piece (an eighth of async_copy.cu -G's
      // parse, more than any thread's share from 8 threads on).
      if (Depth == 0 && size_t(P + 1 - Last) >= MinPiece) {
        const char *Next = skipBlank(P + 1);
        if (!Next)
          return {};
        if (Next != E && *Next == '.') {
          Cuts.push_back(P + 1);
          Last = P + 1;
        }
      }
      break;
    default:
      break;
    }
    ++P;
  }
  return Cuts;
}

namespace {
/// A piece that is one large `.section NAME { ... }` of plain data lines (a
/// -G build's .debug_info is a third of the file): its body is cut into runs
/// at lines that start an item, and the runs are parsed on threads.
struct BigSection {
  const char *Kw, *NameB, *NameE, *Close;
  /// Where each run starts (the first at the body) and ends (the last at
  /// the `}`).
  std::vector<const char *> Runs;
};

struct Piece {
  const char *Begin = nullptr, *End = nullptr;
  /// Its items: Items[First, First + Count) of the module it was parsed
  /// into (a thread's, or Own).
  Module *In = nullptr;
  size_t First = 0, Count = 0;
  std::unique_ptr<Module> Own; ///< a section joined from runs, or parsed again
  bool Clean = false;
  std::optional<BigSection> Section;
};

/// One run of a big section's body, or (Begin == nullptr) a whole piece.
struct Task {
  size_t PieceIdx;
  const char *Begin = nullptr, *End = nullptr;
  llvm::ArrayRef<SectionItem> Items;
  bool Ok = false;
};
} // namespace

/// Recognizes [B, E) as a lone `.section NAME {body}` (blanks and comments
/// around it) whose body has no comment, string, brace or `#`, and cuts its
/// body into runs of at least \p RunBytes, each starting at a line whose
/// first word is `.b<digit>` (a data item). None if there would be one run.
static std::optional<BigSection> bigSection(const char *B, const char *E, size_t RunBytes) {
  const char *P = skipBlanks(B, E);
  if (!P || E - P < 12 || std::memcmp(P, ".section", 8) != 0 || !isLexSpace(P[8]))
    return std::nullopt;
  BigSection S;
  S.Kw = P;
  P += 8;
  while (P < E && isLexSpace(*P))
    ++P;
  if (P >= E || *P != '.')
    return std::nullopt;
  S.NameB = P++;
  while (P < E && isWordByte(*P))
    ++P;
  S.NameE = P;
  if (S.NameE - S.NameB < 2 || P >= E || !(isLexSpace(*P) || *P == '{'))
    return std::nullopt;
  while (P < E && isLexSpace(*P))
    ++P;
  if (P >= E || *P != '{')
    return std::nullopt;
  const char *Body = P + 1;
  const char *Q = E;
  while (Q > Body && isLexSpace(Q[-1]))
    --Q;
  if (Q <= Body || Q[-1] != '}')
    return std::nullopt;
  S.Close = Q - 1;
  size_t Len = size_t(S.Close - Body);
  if (Len < 2 * RunBytes)
    return std::nullopt;
  for (char C : {'/', '"', '{', '}', '#'})
    if (std::memchr(Body, C, Len))
      return std::nullopt;
  S.Runs.push_back(Body);
  const char *L = Body;
  while (S.Close - L > ptrdiff_t(RunBytes)) {
    // The first line start at least RunBytes past the last cut whose item
    // is a `.bN` directive.
    L += RunBytes;
    for (;;) {
      const char *NL = static_cast<const char *>(std::memchr(L, '\n', size_t(S.Close - L)));
      if (!NL)
        return S.Runs.size() > 1 ? std::optional<BigSection>(S) : std::nullopt;
      L = NL + 1;
      const char *T = L;
      while (T < S.Close && (*T == ' ' || *T == '\t'))
        ++T;
      if (S.Close - T >= 3 && T[0] == '.' && T[1] == 'b' && llvm::isDigit(T[2]))
        break;
    }
    if (S.Close - L < ptrdiff_t(RunBytes) / 2)
      break; // a short tail stays with the run before it
    S.Runs.push_back(L);
  }
  if (S.Runs.size() < 2)
    return std::nullopt;
  return S;
}

/// Parses one piece into its own module, reporting to a fork of the engine
/// (which sees the same buffers, so a report in the piece works as in the
/// main engine).
static void parsePiece(Piece &P, Module &Into, unsigned BufId, DiagnosticEngine &Main) {
  std::unique_ptr<DiagnosticEngine> Local = Main.fork(/*Record=*/false);
  P.In = &Into;
  P.First = Into.Items.size();
  ParseDriver D(llvm::StringRef(P.Begin, size_t(P.End - P.Begin)), BufId, Into, *Local);
  yy::Parser Parser(D);
  Parser.parse();
  P.Count = Into.Items.size() - P.First;
  P.Clean = D.SyntaxErrors == 0 && !D.MaybeTooDeep && Local->reportCount() == 0;
}

/// Parses one run of a big section's data items (fast path only).
static void parseRun(Task &T, Module &Into, unsigned BufId, DiagnosticEngine &Main) {
  std::unique_ptr<DiagnosticEngine> Local = Main.fork(/*Record=*/false);
  ParseDriver D(llvm::StringRef(T.Begin, size_t(T.End - T.Begin)), BufId, Into, *Local);
  bool Ok = D.parseSectionRun();
  T.Items = D.finishSection();
  T.Ok = Ok && D.SyntaxErrors == 0 && Local->reportCount() == 0;
}

/// The section node of \p P from its runs, as the grammar builds it. The
/// runs' items are copied into one array on \p Threads threads: a -G
/// build's .debug_info is 10^5 items and more (6 MB for cub_primitives.cu
/// -G), 1.4 ms on one thread with its page faults.
static void joinRuns(Piece &P, std::vector<Task> &Tasks, size_t First, size_t Count,
                     unsigned Threads) {
  const BigSection &S = *P.Section;
  auto M = std::make_unique<Module>(ArenaSlabs::LargeTag{});
  std::vector<size_t> At(Count + 1, 0);
  for (size_t K = 0; K < Count; ++K)
    At[K + 1] = At[K] + Tasks[First + K].Items.size();
  size_t N = At[Count];
  SectionItem *Items = M->Arena.Allocate<SectionItem>(N);
  parallelFor(Count, Threads, [&](unsigned, size_t K) {
    const Task &T = Tasks[First + K];
    if (!T.Items.empty())
      std::memcpy(static_cast<void *>(Items + At[K]), T.Items.data(),
                  T.Items.size() * sizeof(SectionItem));
  });
  TopLevel *T = M->create<TopLevel>();
  T->K = TopLevel::Section;
  T->Range = SrcRange(S.Kw, S.Close + 1);
  T->Arg = Word{llvm::StringRef(S.NameB, size_t(S.NameE - S.NameB)), SrcRange(S.NameB, S.NameE)};
  T->Items = llvm::ArrayRef<SectionItem>(Items, N);
  M->Items.push_back(T);
  P.Own = std::move(M);
  P.In = P.Own.get();
  P.First = 0;
  P.Count = 1;
  P.Clean = true;
}

bool ptx::parseSplit(unsigned BufId, Module &M, DiagnosticEngine &Diags, unsigned Threads,
                     llvm::function_ref<void()> Before) {
  llvm::StringRef Buf = Diags.getSourceMgr().getMemoryBuffer(BufId)->getBuffer();
  if (Threads < 2 || Buf.empty() || Buf.size() < splitMinBytes()) {
    if (Before)
      Before();
    return false;
  }
  PhaseTimer Scan("parse.scan");
  // About four pieces per thread, so that uneven pieces even out.
  size_t MinPiece = std::max<size_t>(Buf.size() / (size_t(Threads) * 4), 1);
  std::vector<const char *> Cuts;
  // Two serial passes over the whole file, both reading only the buffer:
  // the cut scan here and the caller's (the suppression scan) next to it.
  if (Before)
    parallelFor(2, 2, [&](unsigned, size_t I) {
      if (I == 0)
        Cuts = findTopLevelCuts(Buf, MinPiece);
      else
        Before();
    });
  else
    Cuts = findTopLevelCuts(Buf, MinPiece);
  std::vector<Piece> Pieces;
  const char *From = Buf.begin();
  for (const char *C : Cuts) {
    Pieces.emplace_back();
    Pieces.back().Begin = From;
    Pieces.back().End = C;
    From = C;
  }
  if (From != Buf.end()) {
    Pieces.emplace_back();
    Pieces.back().Begin = From;
    Pieces.back().End = Buf.end();
  }
  // Tasks: whole pieces, and the runs of each big section.
  std::vector<Task> Tasks;
  std::vector<std::pair<size_t, size_t>> RunTasks(Pieces.size(), {0, 0});
  for (size_t I = 0; I < Pieces.size(); ++I) {
    Piece &P = Pieces[I];
    P.Section = bigSection(P.Begin, P.End, MinPiece);
    if (!P.Section) {
      Tasks.push_back(Task{I, nullptr, nullptr, {}, false});
      continue;
    }
    const std::vector<const char *> &R = P.Section->Runs;
    RunTasks[I] = {Tasks.size(), R.size()};
    for (size_t K = 0; K < R.size(); ++K)
      Tasks.push_back(Task{I, R[K], K + 1 < R.size() ? R[K + 1] : P.Section->Close, {}, false});
  }
  if (Tasks.size() < 2)
    return false;
  if (Scan.enabled()) {
    size_t Largest = 0;
    for (const Task &T : Tasks)
      Largest = std::max<size_t>(Largest, T.Begin ? size_t(T.End - T.Begin)
                                                  : size_t(Pieces[T.PieceIdx].End -
                                                           Pieces[T.PieceIdx].Begin));
    std::string Extra = "[pieces " + std::to_string(Pieces.size()) + ", tasks " +
                        std::to_string(Tasks.size()) + ", largest task " +
                        std::to_string(Largest) + " bytes]";
    Scan.stop(Extra.c_str());
  }
  // One module per thread: a thread's pieces share its arena, which takes
  // huge pages from the start (an arena per piece left a partly used 2 MB
  // page per piece, and zeroing pages was a third of the time).
  std::vector<std::unique_ptr<Module>> ThreadModules;
  for (unsigned W = 0, N = unsigned(std::min<size_t>(Threads, Tasks.size())); W < N; ++W)
    ThreadModules.push_back(std::make_unique<Module>(ArenaSlabs::LargeTag{}));
  parallelFor(Tasks.size(), Threads, [&](unsigned W, size_t I) {
    Task &T = Tasks[I];
    if (T.Begin)
      parseRun(T, *ThreadModules[W], BufId, Diags);
    else
      parsePiece(Pieces[T.PieceIdx], *ThreadModules[W], BufId, Diags);
  }, "parse.pieces");
  PhaseTimer Join("parse.join");
  // A big section with a run outside the fast path is parsed whole.
  for (size_t I = 0; I < Pieces.size(); ++I) {
    auto [First, Count] = RunTasks[I];
    if (!Count)
      continue;
    bool Ok = true;
    for (size_t K = First; K < First + Count; ++K)
      Ok &= Tasks[K].Ok;
    if (Ok) {
      joinRuns(Pieces[I], Tasks, First, Count, Threads);
    } else {
      Pieces[I].Own = std::make_unique<Module>(ArenaSlabs::LargeTag{});
      parsePiece(Pieces[I], *Pieces[I].Own, BufId, Diags);
    }
  }

  bool Clean = llvm::all_of(Pieces, [](const Piece &P) { return P.Clean; });
  // For tests: shows which path a file took.
  static const bool Trace = std::getenv("PTXLINT_SPLIT_TRACE") != nullptr;
  if (Trace)
    llvm::errs() << "ptxlint: split parse of " << Pieces.size() << " pieces ("
                 << Tasks.size() << " tasks) on " << std::min<size_t>(Threads, Tasks.size())
                 << " threads: " << (Clean ? "used" : "reported something; parsing again")
                 << '\n';
  if (!Clean)
    return false;
  for (Piece &P : Pieces) {
    M.Items.append(P.In->Items.begin() + P.First, P.In->Items.begin() + P.First + P.Count);
    if (P.Own)
      M.Parts.push_back(std::move(P.Own));
  }
  for (std::unique_ptr<Module> &TM : ThreadModules)
    M.Parts.push_back(std::move(TM));
  return true;
}

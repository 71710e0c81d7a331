//===- SplitParse.cpp - parse a large file's top-level items on threads ---===//
//
// A PTX module is a sequence of top-level items, and nothing in the grammar
// carries from one item to the next: a file cut between two items parses
// into the same items as the whole. Real files are long runs of such items
// (a kernel per template instantiation, a `.section` per DWARF table), so a
// large file is cut at item boundaries into about four pieces per thread,
// the pieces are parsed on their own threads into modules of their own (own
// arena, own diagnostics), and their items are joined in order.
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
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

using namespace ptx;

/// [ \t\n\v\f\r], the lexer's white space.
static bool isSpace(char C) {
  unsigned char U = (unsigned char)C;
  return U <= 32 && ((0x100003E00ULL >> U) & 1);
}

/// The first of `/ " # { }` in [P, E), or E. Most of a file is none of them,
/// and the scan runs on one thread before the pieces are handed out: 16 bytes
/// at a time (a byte loop cost 11 instructions per byte, 7% of the work).
static const char *nextSpecial(const char *P, const char *E) {
#if defined(__SSE2__)
  const __m128i Slash = _mm_set1_epi8('/'), Quote = _mm_set1_epi8('"'),
                Hash = _mm_set1_epi8('#'), Open = _mm_set1_epi8('{'),
                Close = _mm_set1_epi8('}');
  while (E - P >= 16) {
    __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
    __m128i Hit = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(V, Slash), _mm_cmpeq_epi8(V, Quote)),
        _mm_or_si128(_mm_cmpeq_epi8(V, Hash),
                     _mm_or_si128(_mm_cmpeq_epi8(V, Open), _mm_cmpeq_epi8(V, Close))));
    if (unsigned Mask = unsigned(_mm_movemask_epi8(Hit)))
      return P + __builtin_ctz(Mask);
    P += 16;
  }
#endif
  while (P < E && *P != '/' && *P != '"' && *P != '#' && *P != '{' && *P != '}')
    ++P;
  return P;
}

std::vector<const char *> ptx::findTopLevelCuts(llvm::StringRef Buf, size_t MinPiece) {
  std::vector<const char *> Cuts;
  const char *B = Buf.begin(), *E = Buf.end(), *P = B;
  const char *Last = B; // the previous cut (or the start)
  long Depth = 0;
  // Skips white space and comments from Q; returns where something else
  // starts, or nullptr for an unterminated block comment.
  auto skipBlank = [&](const char *Q) -> const char * {
    for (;;) {
      while (Q < E && isSpace(*Q))
        ++Q;
      if (Q + 1 < E && Q[0] == '/' && Q[1] == '/') {
        while (Q < E && *Q != '\n')
          ++Q;
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
  };
  while (P < E) {
    P = nextSpecial(P, E);
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
      ++Depth;
      break;
    case '}':
      if (--Depth < 0)
        return {};
      if (Depth == 0 && size_t(P + 1 - Last) >= MinPiece) {
        const char *Next = skipBlank(P + 1);
        if (!Next)
          return {};
        if (Next == E || *Next == '.') {
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
struct Piece {
  const char *Begin, *End;
  std::unique_ptr<Module> M;
  bool Clean = false;
};
} // namespace

/// Parses one piece into its own module, reporting to a fork of the engine
/// (which sees the same buffers, so a report in the piece works as in the
/// main engine).
static void parsePiece(Piece &P, unsigned BufId, DiagnosticEngine &Main) {
  std::unique_ptr<DiagnosticEngine> Local = Main.fork(/*Record=*/false);
  // A piece's syntax tree is ~10x its text: past 128 KB of text, take the
  // arena's memory in huge pages from the start (a whole file does that
  // past its first 2 MB of tree; each piece starting over in small pages
  // doubled the page faults of a split 1.4 MB file).
  P.M = P.End - P.Begin >= (128 << 10) ? std::make_unique<Module>(ArenaSlabs::LargeTag{})
                                        : std::make_unique<Module>();
  ParseDriver D(llvm::StringRef(P.Begin, size_t(P.End - P.Begin)), BufId, *P.M, *Local);
  yy::Parser Parser(D);
  Parser.parse();
  P.Clean = D.SyntaxErrors == 0 && !D.MaybeTooDeep && Local->reportCount() == 0;
}

bool ptx::parseSplit(unsigned BufId, Module &M, DiagnosticEngine &Diags, unsigned Threads) {
  llvm::StringRef Buf = Diags.getSourceMgr().getMemoryBuffer(BufId)->getBuffer();
  if (Threads < 2 || Buf.empty() || Buf.size() < splitMinBytes())
    return false;
  // About four pieces per thread, so that uneven pieces even out.
  size_t MinPiece = std::max<size_t>(Buf.size() / (size_t(Threads) * 4), 1);
  std::vector<const char *> Cuts = findTopLevelCuts(Buf, MinPiece);
  if (Cuts.empty())
    return false;
  std::vector<Piece> Pieces;
  const char *From = Buf.begin();
  for (const char *C : Cuts) {
    Pieces.push_back({From, C, nullptr});
    From = C;
  }
  if (From != Buf.end())
    Pieces.push_back({From, Buf.end(), nullptr});
  if (Pieces.size() < 2)
    return false;
  parallelFor(Pieces.size(), Threads,
              [&](unsigned, size_t I) { parsePiece(Pieces[I], BufId, Diags); });

  bool Clean = llvm::all_of(Pieces, [](const Piece &P) { return P.Clean; });
  // For tests: shows which path a file took.
  static const bool Trace = std::getenv("PTXLINT_SPLIT_TRACE") != nullptr;
  if (Trace)
    llvm::errs() << "ptxlint: split parse of " << Pieces.size() << " pieces on "
                 << std::min<size_t>(Threads, Pieces.size()) << " threads: " << (Clean ? "used" : "reported something; parsing again")
                 << '\n';
  if (!Clean)
    return false;
  for (Piece &P : Pieces) {
    M.Items.append(P.M->Items.begin(), P.M->Items.end());
    M.Parts.push_back(std::move(P.M));
  }
  return true;
}

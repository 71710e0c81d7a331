//===- ParseDriver.h - glue between the lexer, the bison parser and the AST ===//
//
// The driver owns the lexer and the Module being built. Grammar actions stay
// one line long by calling the factory helpers here. It is the parser's only
// state (%param): there are no globals.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSER_PARSEDRIVER_H
#define PTXLINT_PARSER_PARSEDRIVER_H

#include "lexer/Lexer.h"
#include "parser/AST.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Compiler.h"
#include <memory>
#include <vector>

namespace ptx {

using ExprList = llvm::SmallVector<Expr *, 4>;
using WordList = llvm::SmallVector<Word, 4>;
using SpecList = llvm::SmallVector<DeclSpec, 4>;
using DeclaratorList = llvm::SmallVector<Declarator, 2>;
using VarDeclList = llvm::SmallVector<VarDecl *, 4>;
using StmtList = std::vector<Stmt *>;
using DirectiveList = llvm::SmallVector<FuncDirective *, 2>;
using IntList = llvm::SmallVector<uint64_t, 3>;
using LocAttrList = llvm::SmallVector<LocStmt::Attr, 2>;
using SectionValueList = llvm::SmallVector<SectionValue, 8>;

/// Parses one buffer into \p M, reporting problems to \p Diags.
/// Returns false when syntax errors were found (the Module still holds
/// everything that parsed). \p FastPath false (or PTXLINT_NO_FAST_PARSE in
/// the environment) sends every token through the grammar; the result must
/// be the same, only slower. \p Threads above 1 lets a large file be cut at
/// top-level items and the pieces parsed on that many threads
/// (parser/SplitParse.cpp); the Module and the diagnostics are the same.
/// \p Before (when given) runs once before anything is parsed or reported
/// (the driver's suppression scan, which fills \p Diags's suppressions): on
/// the split path on another thread next to the split scan, which reads
/// only the buffer.
bool parseBuffer(unsigned BufId, Module &M, DiagnosticEngine &Diags, bool FastPath = true,
                 unsigned Threads = 1, llvm::function_ref<void()> Before = {});

/// Parses the whole buffer \p BufId on \p Threads threads when it is large
/// enough and cuts cleanly into top-level items; fills \p M and returns true
/// only when no piece reported anything (else \p M is untouched and the
/// caller parses the buffer in one piece, which reports what is wrong).
/// \p Before: as for parseBuffer; run exactly once, whatever the result.
bool parseSplit(unsigned BufId, Module &M, DiagnosticEngine &Diags, unsigned Threads,
                llvm::function_ref<void()> Before = {});

/// Where parseSplit may cut \p Buf: just after a `}` that closes a
/// top-level item and is followed (past white space and comments) by a
/// `.` or the end, or after a `;` at depth 0 (the end of a top-level
/// declaration) followed by a `.`, at most one cut per \p MinPiece bytes;
/// and before the
/// `.section` of a section of at least 2 * MinPiece bytes when `}` or `;`
/// comes just before it. Empty when the text does not scan cleanly (an
/// unterminated comment, a stray `}`).
std::vector<const char *> findTopLevelCuts(llvm::StringRef Buf, size_t MinPiece);

class ParseDriver {
public:
  ParseDriver(llvm::StringRef Buf, unsigned BufId, Module &M, DiagnosticEngine &Diags)
      : Lex(Buf, Diags, BufId), M(M), Diags(Diags) {}

  Lexer Lex;
  Module &M;
  DiagnosticEngine &Diags;

  // Token bookkeeping for error recovery and messages.
  Token LastTok;       ///< most recently lexed token
  Token PrevTok;       ///< the one before it
  int BraceDepth = 0;  ///< after LastTok
  /// A `(` right after a register name (`%r3(`), which no PTX construct
  /// has, still open: a syntax error on a later line is reported there.
  SrcRange RegParen;
  unsigned SyntaxErrors = 0;
  /// Some expression or block chain reached the nesting limits'
  /// (parser/NestingLimit.h) depth, so the tree must be walked and cut.
  bool MaybeTooDeep = false;

  Token lex();

  /// The items of the `.section` being parsed, grammar and fast path alike,
  /// in an arena array sized at the section's `{` (a -G build's .debug_info
  /// has 10^5 items; a growing vector would copy them and take its memory
  /// in small pages). Emptied at each section's `{`.
  struct SectionItems {
    SectionItem *Data = nullptr;
    size_t Size = 0, Cap = 0;
    size_t size() const { return Size; }
    SectionItem &operator[](size_t I) { return Data[I]; }
    SectionItem &back() { return Data[Size - 1]; }
  } SecItems;
  void startSection(const char *After);
  template <typename... Args> void addSecItem(Args &&...A) {
    if (SecItems.Size == SecItems.Cap)
      growSection(SecItems.Cap ? 2 * SecItems.Cap : 16);
    new (&SecItems.Data[SecItems.Size++]) SectionItem(std::forward<Args>(A)...);
  }
  void growSection(size_t Cap);
  llvm::ArrayRef<SectionItem> finishSection() {
    llvm::ArrayRef<SectionItem> R(SecItems.Data, SecItems.Size);
    SecItems = {};
    return R;
  }

  // ---- fast path ----------------------------------------------------------
  // Most of a real PTX file is simple statements (`add.s32 %r1, %r2, 4;`,
  // labels, `.loc`) and debug-section data (`.b8 0x12, 0x34`). Pushing each of
  // their tokens through the LALR machine costs most of the parse, so at a
  // statement start inside a function body the driver recognizes a whole
  // statement from the token stream itself and hands the grammar one finished
  // node (token FAST_STMT); a `.section` body becomes one SECTION_BODY token.
  // The recognizer accepts a strict subset of what the grammar accepts and
  // builds the node with the same factories and ranges, so the AST is
  // identical (tested by comparing --dump-ast with PTXLINT_NO_FAST_PARSE=1
  // set). Anything else, including any error, falls back to the grammar:
  // tokens the recognizer looked at stay queued and are delivered normally.
  bool FastParse = true;
  /// The buffer is a run of a section's data items, cut from the middle of
  /// a `.section` body at a line that starts an item (parser/SplitParse.cpp):
  /// its end ends the last item as the section's `}` would.
  bool SectionRun = false;
  /// Parses such a run into SecItems with the fast path alone; false if some
  /// item is outside it (the caller parses the whole section instead).
  bool parseSectionRun();
  /// A syntax error was reported and bison has not finished recovering;
  /// the fast path stays off so recovery sees the same tokens as before.
  bool Recovering = false;
  /// The next token starts a statement inside a function body.
  bool StmtStart = false;
  /// The brace that opened depth 1 is a function body (not an initializer
  /// or a section).
  bool BodyOpen = false;
  /// The `}` that last closed a function body (a syntax error right after
  /// it gets a note: an extra `}` ends the body early).
  const char *BodyCloseAt = nullptr;
  /// Tokens still to go through the grammar after an error recovery ends
  /// (bison reports no new error until it has shifted three tokens).
  unsigned SlowTokens = 0;
  TokenKind PrevPrevKind = TokenKind::Eof;
  bool fastOk() const { return FastParse && !Recovering && SlowTokens == 0; }
  void endRecovery() {
    Recovering = false;
    SlowTokens = 3;
  }

  /// Recognizes and builds one statement; nullptr if the statement is not
  /// in the fast subset (nothing is consumed then).
  Stmt *tryFastStmt();
  /// Right after the `{` of `.section NAME {`: recognizes data items up to
  /// the `}` (or the first item outside the fast subset) as one batch,
  /// appended to SecItems; false if there was none.
  bool tryFastSectionItems();
  /// At `{` after `=`: a flat integer initializer list becomes FAST_INIT.
  Expr *tryFastInit();
  bool atInitBody() {
    return fastOk() && LastTok.Kind == TokenKind::Assign && peek(0).Kind == TokenKind::LBrace;
  }
  bool atSectionItems() const {
    return fastOk() && BraceDepth == 1 && LastTok.Kind == TokenKind::LBrace &&
           PrevTok.Kind == TokenKind::DotWord && PrevPrevKind == TokenKind::KwSection;
  }

  /// Top-level error recovery: discard tokens until the end of the
  /// enclosing top-level item (a ';' at depth 0 or the '}' closing depth 1).
  void skipToTopLevel();

  /// The token \p I places after the next one to deliver (lexing as
  /// needed). The fast paths call it several times per token: the queued
  /// case stays inline.
  const Token &peek(unsigned I) {
    if (LLVM_LIKELY(QPos + I < Queue.size()))
      return Queue[QPos + I];
    return peekSlow(I);
  }

  /// Set while the fast path reads statements in a function body: peek()
  /// then lexes the rest of the statement at once (Lexer::nextRun, up to
  /// its `;` or a brace). Tokens lexed ahead wait in the queue, and the
  /// lexer's cursor is still just past the last queued token, so nothing
  /// else sees a difference: a statement's tokens are always all lexed.
  bool LexAhead = false;

private:
  llvm::SmallVector<Token, 64> Queue; ///< tokens lexed ahead, from QPos on
  const Token &peekSlow(unsigned I);
  unsigned QPos = 0;
  void deliver(const Token &T);       ///< bookkeeping for a consumed token
  /// deliver() does no more for a token of this kind than move the window
  /// of the last three tokens.
  static bool isPlain(TokenKind K) {
    return K != TokenKind::LBrace && K != TokenKind::RBrace && K != TokenKind::Semi;
  }
  void consume(unsigned N) {
    // Only braces and ';' do more in deliver() than move the window of the
    // last three tokens: the run of other tokens that starts the batch
    // (section data, a statement up to its ';') moves it at once.
    unsigned K = 0;
    while (K < N && isPlain(Queue[QPos + K].Kind))
      ++K;
    if (K) {
      const Token *Q = &Queue[QPos];
      if (K == 1) {
        PrevPrevKind = PrevTok.Kind;
        PrevTok = LastTok;
      } else if (K == 2) {
        PrevPrevKind = LastTok.Kind;
        PrevTok = Q[0];
      } else {
        PrevPrevKind = Q[K - 3].Kind;
        PrevTok = Q[K - 2];
      }
      LastTok = Q[K - 1];
      StmtStart = false;
    }
    for (unsigned I = K; I < N; ++I)
      deliver(Queue[QPos + I]);
    QPos += N;
    dropConsumed();
  }
  /// Forget the consumed tokens. The fast paths look one token past what
  /// they consume, so the queue is seldom empty; without compaction it
  /// would keep every token of a `.section` or function body (6 MB of a
  /// 2 MB -G file).
  void dropConsumed() {
    if (QPos == Queue.size()) {
      Queue.clear();
      QPos = 0;
    } else if (QPos >= 256) {
      Queue.erase(Queue.begin(), Queue.begin() + QPos);
      QPos = 0;
    }
  }
  unsigned scanOperand(unsigned I);
  unsigned scanStmt();
  Expr *buildOperand(unsigned &I);
  Expr *buildTerm(unsigned &I);
  /// An integer, decimal float or hex float literal token as a node.
  Expr *literal(const Token &T);
  unsigned scanLoc(unsigned I);
  unsigned scanDecl(unsigned I);
  Stmt *buildDecl(unsigned &I);
  Stmt *buildLoc(unsigned &I);
  SectionValue buildSecValue(unsigned &I);

public:
  // ---- factories used by grammar actions ---------------------------------
  Word word(llvm::StringRef T, SrcRange R) { return Word{T, R}; }
  Expr *expr(Expr::Kind K, SrcRange R) {
    Expr *E = M.create<Expr>();
    E->K = K;
    E->Range = R;
    return E;
  }
  Expr *intLit(llvm::StringRef Text, SrcRange R);
  /// A `.section` value: an integer literal (Neg: `-` and one, R spanning
  /// both) or any other expression.
  SectionValue secInt(llvm::StringRef Text, SrcRange R, bool Neg);
  SectionValue secExpr(Expr *E);
  Expr *floatLit(llvm::StringRef Text, SrcRange R);
  Expr *hexFloat(llvm::StringRef Text, SrcRange R);
  Expr *symbol(llvm::StringRef Name, SrcRange R, Word Sel = {});
  Expr *sectionRef(llvm::StringRef Name, SrcRange R);
  Expr *unary(unsigned Op, Expr *Sub, SrcRange R);
  Expr *binary(unsigned Op, Expr *L, Expr *Rhs, SrcRange R);
  Expr *ternary(Expr *C, Expr *T, Expr *F, SrcRange R);
  Expr *cast(Word Ty, Expr *Sub, SrcRange R);
  Expr *paren(Expr *Sub, SrcRange R);
  /// Sets E->Height from its children and MaybeTooDeep at the limit.
  void noteHeight(Expr *E);
  Expr *fnCall(llvm::StringRef Name, uint64_t Mask, llvm::ArrayRef<Expr *> Args, SrcRange R);
  Expr *aggregate(Expr::Kind K, const ExprList &Elems, SrcRange R);
  /// An instruction operand: turns `p|q` into a PredPair.
  Expr *operand(Expr *E);
  /// `d|p`: a destination and a predicate destination.
  Expr *predPair(Expr *D, Expr *P, SrcRange R) {
    Expr *E = binary((unsigned)TokenKind::Pipe, D, P, R);
    E->K = Expr::PredPair;
    return E;
  }

  DeclSpec stateSpace(llvm::StringRef T, SrcRange R) {
    return DeclSpec{DeclSpec::StateSpace, {T, R}, 0, {}};
  }
  DeclSpec specWord(llvm::StringRef T, SrcRange R) { return DeclSpec{DeclSpec::Plain, {T, R}, 0, {}}; }
  DeclSpec align(SrcRange KwR, llvm::StringRef Int, SrcRange IntR);
  DeclSpec attribute(SrcRange R, const ExprList &Items);
  Declarator declarator(Word Name, SrcRange R);
  Declarator rangeDeclarator(Word Name, llvm::StringRef Count, SrcRange CountR, SrcRange R);
  VarDecl *varDecl(const SpecList &S, const DeclaratorList &D, SrcRange R);

  Stmt *label(Word Name, SrcRange R);
  Stmt *instr(Expr *Guard, Word Opcode, const WordList &Mods, const ExprList &Ops, SrcRange R);
  Stmt *declStmt(VarDecl *D, SrcRange R);
  BlockStmt *block(const StmtList &Body, SrcRange R);
  Stmt *pragma(const WordList &Strings, SrcRange R);
  Stmt *loc(llvm::StringRef F, llvm::StringRef L, llvm::StringRef C, const LocAttrList &A,
            SrcRange R);
  Stmt *targetList(Stmt::Kind K, const WordList &T, SrcRange R);
  Stmt *callPrototype(bool HasRet, const VarDeclList &Ret, const VarDeclList &Params,
                      const DirectiveList &Dirs, SrcRange R);

  uint64_t intValue(llvm::StringRef Text, SrcRange R);
  FuncDirective *funcDirective(Word Name, const IntList &V, SrcRange R);
  Function *function(Word Link, Word Kw, Word Name, const SpecList &Attrs, SrcRange RetR,
                     const VarDeclList &Ret, SrcRange ParamR, const VarDeclList &Params,
                     const DirectiveList &Dirs, BlockStmt *Body, SrcRange R);
  void setLinkage(VarDecl *V, Word Link);
  TopLevel *top(TopLevel::Kind K, SrcRange R) {
    TopLevel *T = M.create<TopLevel>();
    T->K = K;
    T->Range = R;
    M.Items.push_back(T);
    return T;
  }
};

} // namespace ptx

#endif

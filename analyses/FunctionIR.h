//===- FunctionIR.h - a function flattened into instructions and a CFG -*- C++ -*-===//
//
// The analyses' view of one PTX function: its instructions in order (nested
// `{}` scopes flattened; a register a nested scope declares under a name the
// function already uses keeps an id of its own, as PTX's block scoping says),
// every register interned to a dense id with the operands that read and write
// it, and the control-flow graph (basic blocks,
// `bra`, `brx.idx` through `.branchtargets`, `ret`/`exit`/`trap`, guarded
// terminators). Built from the syntactic AST after sema has accepted the
// function, so the walk can assume well-formed operands where it matters and
// simply skips what it does not understand.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_FUNCTIONIR_H
#define PTXLINT_ANALYSES_FUNCTIONIR_H

#include "parser/AST.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

namespace ptx {

class DepotSlots;
class DomTree;
struct UniformityFacts;
struct ObjectReturnForms;
struct AnalysisContext;

/// What an instruction does to control flow or synchronisation; everything
/// the analyses treat specially gets its own kind.
enum class InstKind : unsigned char {
  Other,
  Branch,      ///< bra
  BranchIdx,   ///< brx.idx
  Call,        ///< call
  Ret,         ///< ret
  Exit,        ///< exit
  Trap,        ///< trap
  CtaBarrier,  ///< bar{.cta}.sync/.red, barrier{.cta}.sync/.red, bar (plain)
  CtaArrive,   ///< bar.arrive, barrier.arrive
  WarpSync,    ///< bar.warp.sync
  Shfl, Vote, Match, Redux,
  Mbarrier,    ///< mbarrier.*
};

/// A register of the function: a `.reg` declaration (ranges expand lazily).
struct RegInfo {
  llvm::StringRef Name;
  llvm::StringRef Type; ///< ".b32", ".pred", ...
  SrcRange Decl;
  bool IsParam = false; ///< a `.reg` parameter of a .func (defined on entry)
  /// Declared in a nested `{ }` scope: hand-written PTX such as an inline
  /// asm block's scratch registers (compilers declare theirs at the top).
  bool Scoped = false;
  /// The `{ }` scope that declares it (0: the function body); -1 unknown.
  int DeclScope = 0;
};

/// A register operand occurrence.
struct RegRef {
  unsigned Reg;
  const Expr *E; ///< the Symbol expression (for the diagnostic location)
};

/// \p Op equals the literal \p L. Inline with the literal's length known,
/// so the comparison is a length test and a few byte compares in place: the
/// analyses' per-definition evaluators (Uniformity::evalDef, ValueFacts::
/// evalDef) test an opcode against some twenty names, and `Op == "mov"`
/// went through an out-of-line StringRef::equals and memcmp for each (10M
/// instructions of a 2.7 MB -G build).
template <size_t N> inline bool opIs(llvm::StringRef Op, const char (&L)[N]) {
  return Op.size() == N - 1 && std::memcmp(Op.data(), L, N - 1) == 0;
}

struct Inst {
  const InstrStmt *S = nullptr;
  InstKind Kind = InstKind::Other;
  int Guard = -1;       ///< register id of the guard predicate, or -1
  bool GuardNeg = false;
  llvm::SmallVector<RegRef, 2> Defs;
  llvm::SmallVector<RegRef, 4> Uses; ///< guard included
  unsigned Block = 0;
  unsigned Scope = 0; ///< the {} block the instruction is in (labels are scoped)

  llvm::StringRef opcode() const { return S->Opcode.Text; }
  /// True when the instruction carries modifier \p M (with its dot).
  /// Inline: callers pass literals, whose length the compiler then knows,
  /// so the comparison needs no call to memcmp (hasMod was 2 % of a -G
  /// build's run, half of it in the call).
  bool hasMod(llvm::StringRef M) const {
    for (const Word &W : S->Mods)
      if (W.Text.size() == M.size() &&
          (M.empty() || std::memcmp(W.Text.data(), M.data(), M.size()) == 0))
        return true;
    return false;
  }
  /// The guard expression, if any.
  const Expr *guardExpr() const { return S->Guard; }
  /// True for terminators that may also fall through (guarded, or call).
  bool isGuarded() const { return S->Guard != nullptr; }
  /// True when the instruction reads register \p R (as its guard included).
  bool reads(unsigned R) const {
    if (Guard == static_cast<int>(R))
      return true;
    for (const RegRef &U : Uses)
      if (U.Reg == R)
        return true;
    return false;
  }
};

struct BasicBlock {
  unsigned Begin = 0, End = 0; ///< instruction index range [Begin, End)
  llvm::SmallVector<unsigned, 2> Succs, Preds;
  bool ExitsFunction = false;  ///< has an edge to the virtual exit
  bool Reachable = false;
  /// Every path from the block ends in a `trap` (an assert's failure path:
  /// `call __assertfail; trap;`), which aborts the whole launch.
  bool TrapOnly = false;
  /// Not reachable only because a branch decided by constants never takes
  /// the edge to it (nvcc -G's unfolded `if (BLOCK_DIM_Y == 1)`): not the
  /// author's dead code.
  bool ConstDead = false;
};

/// A function ready for analysis.
/// A value seen through copies (traceCopies/traceDef, analyses/Interproc.h).
struct ValueOrigin {
  const Expr *Root = nullptr; ///< the operand the value copies (plus Add)
  int RootDef = -1;           ///< the non-copy instruction defining Root, if any
  unsigned At = 0;            ///< the instruction Root is an operand of
  int64_t Add = 0;            ///< constant added along the chain
  unsigned Steps = 0;         ///< copies followed
};

class FunctionIR {
public:
  /// \p Ctx, when given, lets the depot slot analysis see what small
  /// callees store through the stack addresses passed to them.
  FunctionIR(const Module &M, const Function &F, const AnalysisContext *Ctx = nullptr);
  /// A copy of \p Built, a FunctionIR as its constructor left it (nothing
  /// asked of it since), for context \p Ctx: the same as building it again.
  FunctionIR(const FunctionIR &Built, const AnalysisContext *Ctx);

  const Function &F;
  const AnalysisContext *Ctx = nullptr;
  std::vector<Inst> Insts;
  std::vector<BasicBlock> Blocks; ///< Blocks[0] is the entry (if any)
  std::vector<RegInfo> Regs;
  /// Blocks in reverse post-order from the entry (reachable ones only).
  std::vector<unsigned> RPO;
  /// The instruction index label \p Name (seen from scope \p Scope) precedes;
  /// Insts.size() for a label at the end; std::nullopt if unknown.
  std::optional<unsigned> resolveLabel(unsigned Scope, llvm::StringRef Name) const;
  /// Local and shared variables declared inside the function body.
  llvm::StringMap<const VarDecl *> LocalVars;
  /// The `.local` depot array nvcc and llc declare (`__local_depot0`), if any.
  llvm::StringRef Depot;

  /// The register named \p Name, if it is one (ranges like %r<10> included).
  /// A name taken from an operand of an instruction (a slice of the source
  /// buffer: each occurrence has its own address) resolves with PTX's block
  /// scoping: a `.reg` declared in a nested `{ }` scope under a name the
  /// function already declares (inline asm's `.reg .pred %p2;` inside nvcc's
  /// `%p<4>`) is a register of its own within that scope.
  std::optional<unsigned> lookupReg(llvm::StringRef Name);

  unsigned numBlocks() const { return Blocks.size(); }
  /// True when block \p B lies on a cycle of the CFG.
  bool inCycle(unsigned B) const;
  /// The strongly connected component of the CFG block \p B belongs to (two
  /// blocks share one exactly when each reaches the other).
  unsigned component(unsigned B) const;
  /// True when `{ }` scope \p Inner is \p Outer or nested in it.
  bool scopeWithin(unsigned Inner, unsigned Outer) const {
    for (int S = static_cast<int>(Inner); S >= 0; S = ScopeParent[S])
      if (static_cast<unsigned>(S) == Outer)
        return true;
    return false;
  }
  /// The scope enclosing scope \p S (-1 for the function body).
  int scopeParent(unsigned S) const { return ScopeParent[S]; }

  /// Registers written in a block that only a branch decided by constants
  /// would reach (BasicBlock::ConstDead); defsOf leaves those writes out.
  llvm::BitVector WrittenWhereConstDead;
  /// Indices of the instructions that write register \p R (not those in
  /// unreachable blocks, ConstDead ones included, which never run).
  llvm::ArrayRef<unsigned> defsOf(unsigned R) const {
    return R < DefSites.size() ? llvm::ArrayRef<unsigned>(DefSites[R])
                               : llvm::ArrayRef<unsigned>();
  }
  /// Indices of the instructions that read register \p R (Inst::reads:
  /// its guard included), in increasing order, unreachable blocks'
  /// included; built on the first call. A register created after the
  /// constructor (rangeReg) is read by no instruction.
  llvm::ArrayRef<unsigned> readersOf(unsigned R);
  /// The instruction that writes \p R when it is the only write and is not
  /// guarded; -1 otherwise.
  int uniqueDef(unsigned R) const {
    auto D = defsOf(R);
    return D.size() == 1 && !Insts[D[0]].S->Guard ? static_cast<int>(D[0]) : -1;
  }
  /// Operand \p E names register \p R, or a register whose only write is
  /// `mov X, R` (nvcc -G reads a loop counter through such copies).
  bool isRegOrCopyOf(const Expr *E, unsigned R);
  /// Some instruction after \p After stores register \p R as the function's
  /// return value (`st.param [ret], R`, or a copy of R: isRegOrCopyOf):
  /// what small out-of-line helpers (nvcc -G's min/max, ballot wrappers,
  /// __activemask) return.
  bool returnsRegAfter(unsigned After, unsigned R);
  const BasicBlock &block(unsigned B) const { return Blocks[B]; }
  /// The write of \p R that instruction \p At reads: the last one before it
  /// in its block, else the unique unguarded write; -1 when there is none
  /// or it is guarded.
  int reachingDef(unsigned R, unsigned At) const;
  /// The writes of \p R that reach instruction \p At (the last one on each
  /// path to it) into \p Out; false when some path has none, one of them is
  /// guarded, or the search is too large.
  bool reachingDefs(unsigned R, unsigned At, llvm::SmallVectorImpl<unsigned> &Out);
  /// Makes load \p K read as `mov dst, Src` from here on: the value a call
  /// context gives it (analyses/ObjectFields.h, callContextLoads). \p Src
  /// is a special register or an integer literal (no register uses); the
  /// instruction keeps its destination and location. Only before anything
  /// is asked of the IR (lazily computed parts would keep the load).
  void replaceWithMov(unsigned K, const Expr &Src);
  /// Loads replaceWithMov rewrote.
  unsigned numReplaced() const { return Synthetic.size(); }

  /// The local-depot slot analysis (analyses/Interproc.h), built on first use.
  const DepotSlots &depot();
  /// The dominator tree of the CFG, built on first use and shared by every
  /// question about the function (ThreadFormula builds a formula per query).
  const DomTree &dominators();
  /// traceDef's answers (analyses/Interproc.cpp) by definition index, with
  /// how deep below its own depth the walk that found each one went: every
  /// analysis traces the same copy chains (a `-G` build's chains through
  /// the local depot are long), and an answer is exact for any later walk
  /// that leaves room for that height under the depth limit.
  struct TracedDef {
    ValueOrigin O;
    unsigned Height;
  };
  llvm::DenseMap<unsigned, TracedDef> TraceMemo;
  /// isGenericSharedAddress's and isGenericGlobalAddress's answers
  /// (analyses/Interproc.cpp) by definition index, with the height of the
  /// walk below its depth, exact on the same terms as TraceMemo: both walks
  /// follow the two operands of every 64-bit add, so without the memo a
  /// chain of adds is walked as a tree.
  struct WalkedAddr {
    bool Value;
    unsigned Height;
  };
  llvm::DenseMap<unsigned, WalkedAddr> SharedAddrMemo, GlobalAddrMemo;
  /// What Uniformity computes of the function before its fixpoint, which no
  /// call context changes (analyses/Uniformity.h), kept by the first
  /// analysis for the next ones: a callee IR is analysed once per context.
  std::shared_ptr<const UniformityFacts> UniformityMemo;
  /// depotValueBefore's answers past a join (analyses/ObjectFields.cpp):
  /// per depot slot (offset, width), its one writer in the function and
  /// the value it writes (read at At, plus Add); Value null when there is
  /// not exactly one such write.
  struct SoleWriter {
    const Expr *Value = nullptr;
    unsigned At = 0;
    int64_t Add = 0;
    unsigned Writer = 0;
  };
  llvm::DenseMap<std::pair<int64_t, unsigned>, SoleWriter> SoleDepotWriter;
  /// objectReturnForm's answers for this function (analyses/ObjectFields.cpp)
  /// by return piece, kept only when found within that question's callee
  /// budget and without meeting a question still being computed, so each is
  /// a function of the module alone: nvcc -G calls the same accessors from
  /// every function, and every call asked for the callee's form again.
  std::shared_ptr<ObjectReturnForms> ReturnForms;

private:
  FunctionIR(const FunctionIR &) = default;
  /// The statements replaceWithMov made (shared by copies).
  struct SyntheticMov {
    InstrStmt S;
    Expr Src;
    Expr *Ops[2];
    Word Mod;
  };
  std::vector<std::shared_ptr<SyntheticMov>> Synthetic;
  std::shared_ptr<DepotSlots> Depots;
  std::shared_ptr<DomTree> Doms;
  /// Per block, whether it lies on a cycle: strongly connected components
  /// of the CFG, computed on the first inCycle().
  mutable std::vector<bool> OnCycle;
  mutable std::vector<unsigned> Component; ///< per block, its component's number
  void computeComponents() const;
  /// reachingDefs at a block's entry, per (register, block).
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::optional<llvm::SmallVector<unsigned, 4>>>
      EntryDefs;
  /// reachingDefs' marks: per block, the walk that saw it last; per
  /// instruction, the walk that found it last.
  std::vector<unsigned> SeenStamp, FoundStamp;
  unsigned WalkStamp = 0;
  void collectDecls(const BlockStmt *B, unsigned Depth = 0);
  void flatten(const BlockStmt *B, int Parent);
  void classify(Inst &I);
  void addRegRefs(const Expr *E, bool Def, Inst &I);
  /// The register \p Name names in scope \p Scope (nested declarations
  /// first); records the occurrence \p Name when a nested one shadows.
  std::optional<unsigned> resolveReg(unsigned Scope, llvm::StringRef Name);
  std::optional<unsigned> lookupRegUncached(llvm::StringRef Name);
  /// The element of a `%r<N>` range \p Name spells, created on first use.
  std::optional<unsigned> rangeReg(llvm::StringRef Name);
  /// What an occurrence resolves to never changes (every declaration is
  /// collected before the first lookup; a nested declaration's uses are
  /// entered by resolveReg), so lookupReg keeps each answer by the address
  /// of the name's text: the analyses ask about the same operand again and
  /// again, and a pointer hash is much cheaper than hashing the name.
  struct CachedLookup {
    uint32_t Len;
    int32_t Id; ///< -1: not a register
  };
  /// Keys are addresses of names in the source text, a few bytes apart: the
  /// default pointer hash ((p >> 4) ^ (p >> 9)) gives every operand of an
  /// instruction the same bucket, so these maps mix all the bits.
  struct TextAddrInfo {
    static const char *getEmptyKey() { return llvm::DenseMapInfo<const char *>::getEmptyKey(); }
    static const char *getTombstoneKey() {
      return llvm::DenseMapInfo<const char *>::getTombstoneKey();
    }
    static unsigned getHashValue(const char *P) {
      return static_cast<unsigned>((reinterpret_cast<uintptr_t>(P) * 0x9E3779B97F4A7C15ull) >> 32);
    }
    static bool isEqual(const char *A, const char *B) { return A == B; }
  };
  llvm::DenseMap<const char *, CachedLookup, TextAddrInfo> LookupCache;
  bool inRange(llvm::StringRef Name) const;
  void buildCFG();

  llvm::StringMap<unsigned> RegIds; ///< declared by name (not range elements)
  /// Range registers spelled with a leading zero (`%r01`), each its own.
  llvm::StringMap<unsigned> RangeSpellings;
  /// Some declared name is also a range element (of a range in another
  /// scope): lookups then ask RegIds first.
  bool NamedInRange = false;
  std::vector<llvm::SmallVector<unsigned, 2>> DefSites;
  /// Per register, every instruction that writes it, in increasing order,
  /// unreachable blocks' included (DefSites leaves those out). The writes
  /// never change after the constructor (replaceWithMov keeps Defs).
  std::vector<llvm::SmallVector<unsigned, 2>> AllDefSites;
  /// The last instruction in [Begin, End) that writes \p R, or -1.
  int lastDefIn(unsigned R, unsigned Begin, unsigned End) const;
  /// readersOf's index, per register (empty until the first call).
  std::vector<std::vector<unsigned>> ReadSites;
  bool ReadSitesBuilt = false;
  struct RangeDecl {
    llvm::StringRef Prefix, Type;
    uint64_t Count;
    SrcRange Decl;
    std::vector<int32_t> Ids; ///< by number: the register, -1 before first use
  };
  llvm::SmallVector<RangeDecl, 8> Ranges;
  /// Registers declared in nested scopes, by declarator; per {} scope, the
  /// names it declares; operand occurrences (by the address of their text)
  /// that name a register shadowing an outer one.
  llvm::DenseMap<const Declarator *, unsigned> NestedDecls;
  std::vector<llvm::StringMap<unsigned>> ScopeRegs;
  llvm::DenseMap<const char *, unsigned, TextAddrInfo> ShadowUses;
  /// Per {} scope: its parent, its labels and its .branchtargets lists.
  std::vector<int> ScopeParent;
  std::vector<llvm::StringMap<unsigned>> ScopeLabels;
  std::vector<llvm::StringMap<llvm::ArrayRef<Word>>> ScopeTargetLists;
  llvm::SmallVector<unsigned, 8> BlockStartsAfterLabel;
  std::vector<bool> IsLeader;
};

/// True for the register operand roles of \p I: which operand indices are
/// written. Operand 0 is written by most instructions; stores, reductions,
/// barriers, branches, prefetches and fences write nothing.
bool operandIsDef(const InstrStmt &I, unsigned Index);

/// A special register operand split into its name and selector: "%tid.x",
/// written as one name or as a name with a .x/.y/.z selector, gives "%tid"
/// and ".x"; Dim is the selector's dimension (0 to 2), -1 for none.
struct SpecialRegName {
  llvm::StringRef Name, Sel;
  int Dim = -1;
};
SpecialRegName splitSpecialReg(const Expr &E);

/// Evaluates a constant operand expression (integer literals and PTX's
/// constant expressions); std::nullopt when it is not constant.
std::optional<int64_t> evalConstExpr(const Expr *E);

/// The size in bytes of a PTX type word (".b32" -> 4, ".v4"-less); 0 if not a type.
unsigned typeSizeBytes(llvm::StringRef Type);

} // namespace ptx

#endif

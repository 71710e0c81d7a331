//===- InstrCheck.h - instructions against the ISA table --------*- C++ -*-===//
//
// Checks one instruction statement against the forms of the ISA table
// (docs/isa-table.md): opcode, modifiers, operand count, kinds and types
// (PTX ISA 9.4), and the PTX ISA version and target each form, section and
// modifier requires.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SEMA_INSTRCHECK_H
#define PTXLINT_SEMA_INSTRCHECK_H

#include "sema/Sema.h"
#include "sema/Target.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ptx {

namespace isa {
struct IsaForm;
struct IsaSection;
struct IsaOperand;
struct IsaReq;
class IsaTable;
} // namespace isa

/// What a name used as an operand denotes (from sema's symbol tables).
struct SymbolInfo {
  enum Kind : unsigned char {
    Unknown,  ///< undeclared (already reported by the symbol pass)
    Reg,      ///< .reg variable (not .pred)
    Pred,     ///< .reg .pred
    SReg,     ///< special register (PTX ISA 10)
    Var,      ///< variable in an addressable state space
    Func,     ///< function name
    Label,    ///< label in scope
    Const,    ///< WARP_SZ: a constant
  };
  // (Fields ordered so that the struct has no padding: 80 bytes, copied
  // for every operand the checker looks up.)
  llvm::StringRef Type;  ///< ".u32" (element type of a vector register)
  llvm::StringRef Space; ///< ".global" etc. for Var
  llvm::StringRef Opaque; ///< Var: ".texref", ".samplerref" or ".surfref"
  const Function *Fn = nullptr;           ///< Func: its declaration
  unsigned VecLen = 0;   ///< .v2/.v4 register vectors
  unsigned PtxMajor = 0, PtxMinor = 0, MinSm = 0; ///< SReg: requirements
  /// Non-zero: the other fields (but VecLen, which a selector clears) are
  /// those of every SymbolInfo with this Class. The symbol pass gives each
  /// distinct declaration description one, so the checker's memo can key
  /// a register by it instead of by its fields.
  uint32_t Class = 0;
  Kind K = Unknown;
  bool Array = false;     ///< Var: a declarator of the declaration has extents
  bool Unified = false;   ///< Var: declared with .attribute(.unified(...))
};

using SymbolLookup = llvm::function_ref<SymbolInfo(const Expr &Sym)>;

/// Why an operand does not fit, for the diagnostic.
enum class Why { None, Count, Kind, Type };

/// The first problem found with an instruction's operands.
struct OperandProblem {
  Why W = Why::None;
  unsigned Index = 0; ///< operand index (0-based)
  std::string Text;
  SrcRange At;
};

/// The operands of `call{.uni} (rets), f, (args) [, proto|targets];`, where
/// both lists are optional. Callee is null when the operand after the return
/// list is not a name; Args is null when the one after the callee is not a
/// list.
struct CallOperands {
  const Expr *Rets = nullptr, *Callee = nullptr, *Args = nullptr;
  llvm::ArrayRef<Expr *> FromCallee; ///< the operands from the callee on
};
CallOperands splitCallOperands(const InstrStmt &I);

/// Whether the last parameter of \p Params is an unsized array (`.param
/// .align 8 .b8 va[]`, or `[0]`): the variadic tail (PTX ISA 7.2 and
/// 11.2.2). A call may leave it out, as nvcc does for a variadic function
/// called without extra arguments, provided it writes an argument list
/// (`f, (a)` and `f, ()`; ptxas: "Call has wrong number of parameters" for a
/// bare `f`); the same holds through a .callprototype or .calltargets.
bool hasUnsizedTailParam(llvm::ArrayRef<VarDecl *> Params);

/// Whether \p E is a constant expression: literals and operators over them.
bool isConstExpr(const Expr &E);

class InstrChecker {
public:
  InstrChecker(const ModuleInfo &Info, DiagnosticEngine &Diags);
  ~InstrChecker();
  /// Checks \p I; \p Lookup resolves operand names in I's scope.
  void check(const InstrStmt &I, SymbolLookup Lookup);
  /// Reports when the module does not meet the version/target requirement
  /// of directive \p Name (a directive row of the ISA table).
  void requireDirective(llvm::StringRef Name, SrcRange At);
  /// What the module directives declared.
  const ModuleInfo &info() const { return Info; }
  /// The target instructions are checked for (.target or --gpu-name).
  const Target &target() const { return Tgt; }
  /// PTX ISA 9.7.12.5: argument and return lists match the callee.
  void checkCall(const InstrStmt &I, SymbolLookup Lookup);
  /// PTX ISA 10: special registers used as operands exist in the module's
  /// version and target.
  void checkSpecialRegisters(const InstrStmt &I, SymbolLookup Lookup);
  void checkUnifiedAddress(const InstrStmt &I, SymbolLookup Lookup);

private:
  struct Match;
  void checkForms(const InstrStmt &I, SymbolLookup Lookup);
  void checkDuplicateModifiers(const InstrStmt &I);
  static bool ignoresLayouts(const InstrStmt &I);
  static bool ignoresPredType(const InstrStmt &I, size_t Index);
  static bool ignoresVectorSize(const InstrStmt &I, size_t Index);
  bool precedesNameWord(const InstrStmt &I, size_t Index) const;
  /// \p IgnoreLead: accept positional items anywhere (to explain a failure).
  bool matchMods(const isa::IsaForm &F, const InstrStmt &I, Match &M,
                 bool IgnoreLead = false) const;
  /// Reports immediates outside the value ranges of the accepted form \p F.
  /// Checks the immediates of \p F's constrained operands; reports the
  /// first out-of-range one when \p Report. False when one is out of range.
  /// The ranges of \p Also (forms of the same operands that did not take the
  /// value either) join \p F's in the message.
  bool checkValues(const isa::IsaForm &F, const InstrStmt &I, bool Report = true,
                   llvm::ArrayRef<const isa::IsaForm *> Also = {});
  /// Block-scaled mma `{byte-id, thread-id}` selectors (operands `ids-a`,
  /// `ids-b`): ranges per `.scale_vec::NX` (PTX ISA 9.0 Table 37).
  /// Whether ptxas refuses 8- and 16-bit address registers in \p I (it moves
  /// the address through a wider register: tensormap.replace, st.async, ...).
  bool narrowAddressRefused(const InstrStmt &I, const Expr &E) const;
  /// A cp.async.bulk{.tensor} load into .shared::cluster on an sm_12x
  /// target, whose operands ptxas 13.0 moves through registers of their
  /// own (no 8/16-bit address registers, no special registers).
  bool clusterBulkLoadOnSm12(const InstrStmt &I) const;
  bool checkScaleSelectors(llvm::ArrayRef<isa::IsaOperand> Ops, const InstrStmt &I, bool Report);
  /// The first positional item of \p F that \p I puts out of place, if any.
  const Word *misplacedLead(const isa::IsaForm &F, const InstrStmt &I, const Match &M) const;
  /// Checks the operands of \p I against \p F; false with \p P filled in
  /// at the first problem.
  bool checkOperands(const isa::IsaForm &F, const InstrStmt &I, const Match &M,
                     SymbolLookup Lookup, struct OperandProblem &P) const;
  bool checkAddress(const Expr &E, SymbolLookup Lookup, struct OperandProblem &P) const;
  /// Operand shapes the table format cannot describe (sema/OperandShapes.cpp):
  /// texture and surface operands `[tex, smp, {c}]`, tensor coordinates
  /// `[tmap, {c}]` and im2col offsets, Tensor Memory addresses, generic
  /// mbarrier addresses. Runs after the operands of \p F checked.
  bool checkShapes(const isa::IsaForm &F, const InstrStmt &I, SymbolLookup Lookup,
                   OperandProblem &P) const;
  /// \p FollowsInstrType: the operand's type is the instruction's
  /// (followsInstrType), which decides whether a function name passes as
  /// an immediate.
  bool checkOne(const isa::IsaOperand &O, llvm::StringRef Type, int VecLen, bool Relaxed,
                const Expr &E, SymbolLookup Lookup, struct OperandProblem &P,
                bool FollowsInstrType = false) const;
  /// Whether operand \p O of form \p F has the instruction's type: a type
  /// item of the pattern (`add.type`'s a), a literal type the pattern
  /// writes (`fma.rn.f32`'s c, `and.pred`'s b), or twice the type in a
  /// `.wide` form (mad.wide's c); not a type of its own (shl's shift
  /// amount, bfe's position, selp's predicate).
  bool followsInstrType(const isa::IsaForm &F, const InstrStmt &I, const Match &M,
                        const isa::IsaOperand &O) const;
  /// Reports every unmet requirement of the accepted form; false if any.
  bool checkRequirements(const isa::IsaForm &F, const InstrStmt &I, bool Report);
  bool meets(const isa::IsaReq &R) const;
  void reportReq(const isa::IsaReq &R, llvm::StringRef What, SrcRange At);

  /// The forms whose modifiers fit a modifier sequence, with how they fit,
  /// in table order. Real PTX repeats a few hundred distinct mnemonics
  /// (`ld.param.u64`, `add.s32`) thousands of times; matching modifiers is a
  /// small search per form, so its result is kept per mnemonic text.
  struct ModFit;
  const std::vector<ModFit> &modFits(llvm::ArrayRef<const isa::IsaForm *> Forms,
                                     const InstrStmt &I);
  llvm::StringMap<std::unique_ptr<std::vector<ModFit>>> ModFitCache;

  /// Instructions that checked clean, by what the checker can see of them
  /// (checkKey): the check is a function of the mnemonic, the operand trees
  /// and what each name denotes, so a statement with the same key is clean
  /// too. Real PTX repeats `add.s32 %r, %r, %r` with other register names
  /// thousands of times. Off with PTXLINT_NO_CHECK_MEMO=1 (tests compare).
  /// Key hash -> (offset, size) of the key in CleanKeyBytes; a hash met
  /// again with other bytes is checked and not kept.
  llvm::DenseMap<uint64_t, std::pair<uint32_t, uint32_t>> CleanKeys;
  std::string CleanKeyBytes;
  bool Memo = true;
  bool checkKey(const InstrStmt &I, SymbolLookup Lookup, llvm::SmallVectorImpl<char> &Key) const;
  void checkUncached(const InstrStmt &I, SymbolLookup Lookup);

  const isa::IsaTable &Table;
  const ModuleInfo &Info;
  DiagnosticEngine &Diags;
  Target Tgt;
  const InstrStmt *Cur = nullptr; ///< the statement being checked
  bool ptxasRefusesSRegElement(const InstrStmt &I, size_t Idx) const;
  bool sregAddressTaken(const InstrStmt &I, const Expr &Base, const SymbolInfo &S) const;
  /// The table section of the form whose operands checkOperands is checking.
  mutable const isa::IsaSection *CurSec = nullptr;
  /// requireDirective's last few directive rows by name: a module asks for
  /// a handful of names hundreds of times (a -G build's function
  /// directives), and IsaTable::section searches every row.
  llvm::SmallVector<std::pair<llvm::StringRef, const isa::IsaSection *>, 8> DirectiveRows;
  /// The instruction checkOperands is checking (for `scalarvec NAME/.MOD`:
  /// its last modifier).
  mutable const InstrStmt *CurInstr = nullptr;
  /// The form checkOperands is checking, the index of the operand it is
  /// checking, and the operands it took as a `packedvec` pack (a bit each).
  mutable const isa::IsaForm *CurForm = nullptr;
  mutable unsigned CurOpIndex = 0;
  mutable uint32_t PackedOps = 0;
  /// The operands checkOperands took as a {...} led by an immediate whose
  /// registers ptxas 13.0 converts to the element size (a bit each; see
  /// checkOne).
  mutable uint32_t ImmLedOps = 0;
  /// The scalar (`scalarvec`) operands checkOperands took as a {...} led by
  /// an integer immediate (see checkOne).
  mutable uint32_t ScalarImmOps = 0;
  /// The operands checkOperands took as an implicit .v2/.v4 vector
  /// (st.async's value without .vN; see checkOne).
  mutable uint32_t ImplicitVecOps = 0;
  /// Whether the {...} \p E passes for the scalar operand \p O of type
  /// \p Type as a pack (the section's `packedvec` line): a {...} of
  /// registers of one width, or immediates, that together have the type's
  /// width. None if the line does not cover the operand.
  std::optional<bool> checkPacked(const isa::IsaOperand &O, llvm::StringRef Type, const Expr &E,
                                  SymbolLookup Lookup, struct OperandProblem &P) const;
};

/// Whether ptxas 13.0 expands \p I, a `tex.grad` of a .3d, .cube or .acube
/// geometry, into other instructions for \p Tgt (sm_90 on): a special
/// register in its coordinates or gradients is then "Special register
/// argument not allowed for instruction 'mov'" (helper-117 probes).
inline bool ptxasExpandsTexGrad(const InstrStmt &I, const Target &Tgt) {
  if (I.Opcode.Text != "tex" || !Tgt.valid() || !Tgt.hasMinSm(90))
    return false;
  bool Grad = false, Wide = false;
  for (const Word &W : I.Mods) {
    Grad |= W.Text == ".grad";
    Wide |= W.Text == ".3d" || W.Text == ".cube" || W.Text == ".acube";
  }
  return Grad && Wide;
}

/// The text before the first "::" (all of \p S without one): `.shared::cta`
/// -> `.shared`. Same as `S.split("::").first`, without a substring search
/// (state-space tests run for every memory instruction).
inline llvm::StringRef beforeScope(llvm::StringRef S) {
  for (size_t I = 0; I + 1 < S.size(); ++I)
    if (S[I] == ':' && S[I + 1] == ':')
      return S.take_front(I);
  return S;
}

/// PTX type facts (PTX ISA 5.2): size in bits (0 if not a type) and class.
unsigned ptxTypeBits(llvm::StringRef Type);
/// 'b', 's', 'u', 'f' or 'p' (.pred); 0 if not a type.
char ptxTypeClass(llvm::StringRef Type);

} // namespace ptx

#endif

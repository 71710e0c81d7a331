//===- DecodeInternal.h - state shared by the decoder's files ---*- C++ -*-===//
//
// Private to lib/exec: the decoding context (scopes, slot allocation,
// operand helpers) used by Decode.cpp (layout, symbols, functions) and
// DecodeInstr.cpp (one decoder per opcode family).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_DECODEINTERNAL_H
#define PTXLINT_EXEC_DECODEINTERNAL_H

#include "lib/exec/AddressMap.h"
#include "lib/exec/Decode.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <functional>
#include <optional>
#include <unordered_map>

namespace ptx::exec {


/// Type, vector length, alignment and element size of a declaration.
struct DeclShape {
  llvm::StringRef SpaceWord;
  Ty T = Ty::None;
  unsigned VecLen = 1;
  unsigned Align = 0;
  unsigned ElemBytes = 0; ///< bytes of one element (vector included)
  /// .texref / .samplerref / .surfref (GlobalVar::Opaque numbering): an
  /// 8-byte handle (TexObj.h).
  uint8_t Opaque = 0;
};
DeclShape declShape(const VarDecl *V);
Space parseSpace(llvm::StringRef W);
bool evalConst(const Expr *E, int64_t &V);
bool literalBits(const Expr *E, Ty T, uint64_t &Bits);
uint64_t toGeneric(Space Sp, uint64_t V);

/// The modifiers of one instruction, with its types extracted in order.
struct ModSet {
  llvm::SmallVector<llvm::StringRef, 8> W;
  llvm::SmallVector<Ty, 3> Types;
  explicit ModSet(const InstrStmt &S) {
    for (const Word &M : S.Mods) {
      W.push_back(M.Text);
      Ty T = parseTy(M.Text);
      if (T != Ty::None)
        Types.push_back(T);
    }
  }
  bool has(llvm::StringRef X) const { return llvm::is_contained(W, X); }
  Space space() const {
    for (llvm::StringRef M : W) {
      Space S = parseSpace(M);
      if (S != Space::Generic)
        return S;
    }
    return Space::Generic;
  }
  bool hasSpaceWord(llvm::StringRef Prefix) const {
    for (llvm::StringRef M : W)
      if (M.startswith(Prefix))
        return true;
    return false;
  }
  /// The .row/.col words in order (a matrix instruction's .alayout.blayout:
  /// A's first).
  llvm::SmallVector<llvm::StringRef, 2> layouts() const {
    llvm::SmallVector<llvm::StringRef, 2> L;
    for (llvm::StringRef M : W)
      if (M == ".row" || M == ".col")
        L.push_back(M);
    return L;
  }
  unsigned vec() const {
    for (llvm::StringRef M : W)
      if (M == ".v2" || M == ".v4" || M == ".v8")
        return M.back() - '0';
    return 1;
  }
  Ty last() const { return Types.empty() ? Ty::None : Types.back(); }
};

/// A name visible in a function.
struct LocalSym {
  enum Kind : uint8_t { Reg, Var, KParamSym } K = Reg;
  Ty T = Ty::None;
  unsigned Bits = 0;
  unsigned VecLen = 1;
  uint32_t Slot = NoSlot;
  uint64_t RangeCount = 0;
  Space Sp = Space::Generic;
  uint64_t Addr = 0; ///< frame offset (local/param) or kernel param offset
  uint64_t Size = 0;
  bool FrameLocal = false;
  unsigned ModVar = 0; ///< Program::Vars index for static-storage variables
};

struct DecodeContext {
  explicit DecodeContext(Program &P) : P(P) {}

  Program &P;
  llvm::StringMap<unsigned> FuncIds;
  llvm::StringMap<unsigned> ModuleVars;
  uint64_t NumGlobalRegions = 0;
  uint64_t ConstTop = 0;
  /// Address of `.extern .shared` arrays (decodeModule: 0 in a first pass).
  uint64_t ExternSharedAddr = 0;

  // Per function.
  FuncCode *F = nullptr;
  struct Scope {
    llvm::StringMap<LocalSym> Syms;
    llvm::StringMap<LocalSym> Ranges;
  };
  std::vector<Scope> Scopes;
  /// Labels are scoped by `{ }` blocks like variables (PTX ISA 8.5 9.7.13.1):
  /// nvcc inlines one inline-asm block, labels and all, several times in a
  /// function, and each copy's `bra` must reach its own label. One entry per
  /// block of the function body, numbered in pre-order (collectLabels and
  /// decodeBlock walk the same order); Parent is the enclosing block (-1 for
  /// the function body's own block).
  struct LabelScope {
    int Parent = -1;
    llvm::StringMap<uint32_t> Labels; ///< label -> instruction index
    /// `L: .branchtargets ...` lists, resolved in the block they are in.
    llvm::StringMap<std::vector<llvm::StringRef>> TargetLists;
  };
  std::vector<LabelScope> LabelScopes;
  int CurLabelScope = -1;      ///< block of the instruction being decoded
  unsigned NextLabelScope = 0; ///< decodeBlock's pre-order counter
  std::unordered_map<uint64_t, uint32_t> ConstSlots; // (DenseMap reserves ~0)
  llvm::DenseMap<unsigned, uint32_t> SRegSlots;
  std::unordered_map<uint64_t, uint32_t> LocalAddrSlots;
  unsigned FrameLocalAlign = 1;

  // Per instruction.
  std::string FailWhy;
  llvm::SmallVector<uint32_t, 8> Reads;
  bool DynSReg = false;

  const LocalSym *lookup(llvm::StringRef Name, uint64_t &Index) const;
  uint32_t newSlots(unsigned N);
  uint32_t constSlot(uint64_t V);
  uint32_t sregSlot(SReg R);
  uint32_t localAddrSlot(uint64_t Off);
  void declare(const VarDecl *V, bool IsFormal);
  unsigned addModuleVar(const VarDecl *V, const Declarator &D, const DeclShape &S, Space Sp);

  /// Records why the current instruction cannot be decoded; returns false.
  bool fail(const llvm::Twine &Why);
  /// A register operand's slot (NoSlot on failure); \p Bits gets its width.
  uint32_t regSlot(const Expr *E, unsigned *Bits, Ty *T);
  /// A destination register or '_' (the sink slot).
  uint32_t dstSlot(const Expr *E, unsigned &Bits);
  /// A source: register, immediate (typed by \p T), special register,
  /// symbol address; records register reads.
  uint32_t srcSlot(const Expr *E, Ty T);
  bool symbolValue(const Expr *E, uint64_t &V, uint32_t &LocalSlot);
  bool addrOperand(const Expr *E, Addr &A, Space &SymSpace);
  /// Operand \p K of an asynchronous copy or tensormap instruction as an
  /// absolute address in state space \p Declared (a symbol's address made
  /// generic when \p Declared is generic); \p Sp gets \p Declared.
  bool asyncAddrOperand(llvm::ArrayRef<Expr *> Ops, unsigned K, Addr &A, Space &Sp,
                        Space Declared);
  /// `[sym]` part of an address: \p A gets the symbol's region and offset;
  /// \p ScalarBytes (if given) the size of its declared scalar type.
  bool addrOfSymbol(const Expr *Sym, Addr &A, Space &SymSpace, unsigned *ScalarBytes);
  /// An array element `sym[index]` used as an address (ld/ldu/st) or a value.
  bool arrayElemAddr(const Expr *E, Addr &A, Space &SymSpace);
  uint32_t pushExtra(llvm::ArrayRef<uint32_t> V);

  void collectLabels(const BlockStmt *B, uint32_t &Count, int Parent);
  /// The instruction index of label \p Name seen from block \p Scope: the
  /// innermost enclosing block that defines it wins.
  std::optional<uint32_t> resolveLabel(int Scope, llvm::StringRef Name) const;
  /// The `.branchtargets` list \p Name seen from the current block, and the
  /// block it is in (its labels resolve there).
  const std::vector<llvm::StringRef> *resolveTargetList(llvm::StringRef Name,
                                                        int &ListScope) const;
  void decodeBlock(const BlockStmt *B);
  void decodeFunction(unsigned Id);
  void decodeInstr(const InstrStmt *S);
  /// Per-family decoders (DecodeInstr.cpp); false when unsupported.
  bool decodeOp(const InstrStmt &S, Instr &I);
  bool decodeAsync(const InstrStmt &S, Instr &I);
  bool decodeTensorCopy(const InstrStmt &S, Instr &I); ///< DecodeAsync.cpp
  bool decodeTensormap(const InstrStmt &S, Instr &I);  ///< DecodeAsync.cpp
  bool decodeMatrix(const InstrStmt &S, Instr &I);
  bool decodeVideo(const InstrStmt &S, Instr &I);
  bool decodeWgmma(const InstrStmt &S, Instr &I); ///< DecodeWgmma.cpp
  bool decodeTexSurf(const InstrStmt &S, Instr &I); ///< DecodeTexture.cpp
};

} // namespace ptx::exec

#endif

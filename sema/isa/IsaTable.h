//===- IsaTable.h - the generated PTX instruction table ---------*- C++ -*-===//
//
// Row types of the ISA table that utils/isa/isagen.py generates from
// sema/isa/*.isa (format: docs/isa-table.md), and lookup by opcode.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SEMA_ISA_ISATABLE_H
#define PTXLINT_SEMA_ISA_ISATABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <vector>

namespace ptx::isa {

/// A minimum PTX ISA version and target. Major 0 = no version requirement;
/// MinSm 0 = no minimum; Specific = "sm_90a|sm_100f" (arch/family-specific).
struct IsaReq {
  uint8_t PtxMajor, PtxMinor;
  uint16_t MinSm;
  const char *Specific;
  bool empty() const { return PtxMajor == 0 && MinSm == 0 && !Specific; }
};

/// One modifier slot of a form pattern: any one of its alternatives.
struct IsaItem {
  uint32_t FirstAlt;
  uint16_t NumAlts;
  bool Optional;
  const char *Placeholder; ///< ".type" for a placeholder slot, else nullptr
  uint16_t Group;          ///< items of one `{.a.b}` group: all or none (0: none)
};

/// Operand kinds (docs/isa-table.md), one bit per letter.
enum OperandKind : uint16_t {
  OK_Reg = 1 << 0,       ///< r
  OK_SReg = 1 << 1,      ///< S
  OK_Imm = 1 << 2,       ///< i
  OK_Pred = 1 << 3,      ///< p
  OK_PredPair = 1 << 4,  ///< P
  OK_Negate = 1 << 5,    ///< !
  OK_Addr = 1 << 6,      ///< m
  OK_Vector = 1 << 7,    ///< v
  OK_Label = 1 << 8,     ///< l
  OK_Symbol = 1 << 9,    ///< s
  OK_List = 1 << 10,     ///< t
  OK_Sink = 1 << 11,     ///< _
  OK_Minus = 1 << 12,    ///< - : a register may be negated (vmad)
  OK_ArrayElem = 1 << 13, ///< e : an array element name[index] (PTX ISA 6.4.2)
};

/// One allowed interval of an immediate operand's value (`in 0..15`).
struct IsaRange {
  int64_t Lo, Hi;
  int16_t HiOperand; ///< >= 0: Hi is the value of that (earlier) operand
};

struct IsaOperand {
  const char *Name;
  uint16_t Kinds;
  int16_t VecLen;       ///< 0: none; -1: from the .vN modifier; -2: any; N
  int16_t TypeItem;     ///< index of the form item giving the type, or -1
  const char *FixedType;///< literal type (".u32"), or nullptr
  bool Optional;
  /// Value constraints on an immediate (`in RANGES step N`): the value lies
  /// in one of NumRanges ranges (when any) and is a multiple of Step (when
  /// not 0).
  uint16_t FirstRange, NumRanges;
  uint32_t Step;
  bool constrained() const { return NumRanges || Step; }
};

struct IsaWhen {
  uint32_t FirstTok;
  uint16_t NumTok; ///< all tokens must be present
  IsaReq Req;
};

struct IsaSection {
  const char *Name;
  const char *Specs; ///< "8.5:9.7.1.1 9.0:9.7.1.1"
  IsaReq Base;
  bool Relaxed;      ///< PTX ISA 9.4.1 relaxed operand-size rules
  uint32_t FirstWhen, NumWhen;
  /// `removed ptx X.Y sm_NN`: the forms no longer exist when the module
  /// meets this (vote without .sync); empty if never removed.
  IsaReq Removed;
  /// `mandatory .MOD : ptx X.Y`: from that version on the forms must write
  /// the (otherwise optional) modifier .MOD (wmma's .aligned, PTX ISA 6.3);
  /// nullptr if none.
  const char *Mandatory;
  IsaReq MandatoryReq;
  /// `nofuncname [TYPES]`: ptxas takes no function name (its address) as
  /// an operand of these types, a space-separated list ("*": of any type);
  /// nullptr if it may.
  const char *NoFuncName;
  /// Whether the `nofuncname` line refuses a function name as an operand
  /// of type \p Type.
  bool refusesFuncName(llvm::StringRef Type) const {
    if (!NoFuncName)
      return false;
    llvm::StringRef List(NoFuncName);
    if (List == "*")
      return true;
    while (!List.empty()) {
      auto [Head, Tail] = List.split(' ');
      if (Head == Type)
        return true;
      List = Tail;
    }
    return false;
  }
  /// `scalarvec N, ... [: TYPES]`: bit N set when ptxas takes a {...} of N
  /// elements for a one-element (v1) operand, or for a scalar register
  /// operand, reading only its first element; bit 0 (`scalarvec any`) for
  /// a {...} of any number of elements (wgmma.mma_async.sp's sp-meta).
  uint8_t ScalarVec;
  /// The operand types (".bf16") and names ("lod") the `scalarvec` line
  /// lists (space-separated), or nullptr for every operand.
  const char *ScalarVecTypes;
  bool takesScalarVec(size_t N) const {
    if (ScalarVec & 1)
      return N >= 1;
    return N < 8 && (ScalarVec >> N & 1);
  }
  /// Whether the operand \p Name of type \p Type takes a {...} of \p N
  /// elements. An item NAME/.MOD names the operand NAME of the forms whose
  /// instruction's last modifier (cvt's source type) is .MOD (\p IsLastMod),
  /// for an operand the table types by its register size
  /// (cvt.ue8m0x2.bf16x2's `a`, .b32).
  bool takesScalarVec(size_t N, llvm::StringRef Type, llvm::StringRef Name,
                      llvm::function_ref<bool(llvm::StringRef)> IsLastMod) const {
    if (!takesScalarVec(N))
      return false;
    if (!ScalarVecTypes)
      return true;
    llvm::StringRef List(ScalarVecTypes);
    while (!List.empty()) {
      auto [Head, Tail] = List.split(' ');
      auto [ItemName, Mod] = Head.split('/');
      if (Head == Type || (ItemName == Name && (Mod.empty() || IsLastMod(Mod))))
        return true;
      List = Tail;
    }
    return false;
  }
  /// `packedvec N, ... : ITEMS [with NAME]`: bit N set when ptxas takes a
  /// {...} of N registers or immediates of one width that together have the
  /// width of a scalar operand (of the ITEMS' types or names), as a pack
  /// (st.async's `.b64` value written `{%r1, %r2}`); with NAME, only when the
  /// form's optional operand NAME is given. 0 if none.
  uint8_t PackedVec;
  const char *PackedVecItems;
  const char *PackedVecWith;
  /// Whether the operand \p Name of type \p Type takes a packed {...} of
  /// \p N elements (without the `with` condition, which the caller checks).
  bool takesPackedVec(size_t N, llvm::StringRef Type, llvm::StringRef Name) const {
    if (N >= 8 || !(PackedVec >> N & 1) || !PackedVecItems)
      return false;
    llvm::StringRef List(PackedVecItems);
    while (!List.empty()) {
      auto [Head, Tail] = List.split(' ');
      if (Head == Type || Head == Name)
        return true;
      List = Tail;
    }
    return false;
  }
};

struct IsaForm {
  const char *Opcode;
  uint16_t Section;
  uint32_t FirstItem;
  uint16_t NumItems;
  uint32_t FirstOperand;
  uint16_t NumOperands;
  IsaReq Req;
  const char *Text; ///< the form as written in the table, for messages
  /// The first Lead items are positional (`cp.async.bulk^.dst`): when used,
  /// they come first and in pattern order (ptxas reads them as part of the
  /// instruction name).
  uint16_t Lead;
};

/// An opcode's forms: IsaFormsByOpcode[First, First + Num), in table order.
struct IsaOpcode {
  llvm::StringRef Name;
  uint32_t First, Num;
};

/// The whole table, indexed by opcode. Every part of it, the opcode index
/// included, is generated constant data: nothing is built at start-up.
class IsaTable {
public:
  static const IsaTable &get();

  llvm::ArrayRef<const IsaForm *> formsFor(llvm::StringRef Opcode) const;
  /// Sections whose name is \p Name (directive rows such as ".maxntid").
  const IsaSection *section(llvm::StringRef Name) const;

  llvm::ArrayRef<IsaItem> items(const IsaForm &F) const;
  llvm::ArrayRef<IsaOperand> operands(const IsaForm &F) const;
  llvm::ArrayRef<IsaRange> ranges(const IsaOperand &O) const;
  llvm::ArrayRef<llvm::StringRef> alts(const IsaItem &I) const;
  const IsaSection &sectionOf(const IsaForm &F) const;
  llvm::ArrayRef<IsaWhen> whens(const IsaSection &S) const;
  llvm::ArrayRef<const char *> tokens(const IsaWhen &W) const;
  /// Every opcode, for suggestions.
  std::vector<llvm::StringRef> opcodes() const;

private:
  IsaTable() = default;
};

} // namespace ptx::isa

#endif

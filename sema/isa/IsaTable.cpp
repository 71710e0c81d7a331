//===- IsaTable.cpp - the generated PTX instruction table -----------------===//
#include "sema/isa/IsaTable.h"

#include <cstdint>
#include <iterator>

using namespace ptx::isa;

namespace {
#include "IsaTables.inc"
} // namespace

const IsaTable &IsaTable::get() {
  static const IsaTable T;
  return T;
}

llvm::ArrayRef<const IsaForm *> IsaTable::formsFor(llvm::StringRef Opcode) const {
  // FNV-1a, as utils/isa/isagen.py hashed the opcodes into IsaOpcodeSlots.
  uint32_t H = 2166136261u;
  for (unsigned char C : Opcode)
    H = (H ^ C) * 16777619u;
  for (uint32_t S = H & IsaOpcodeSlotMask;; S = (S + 1) & IsaOpcodeSlotMask) {
    int K = IsaOpcodeSlots[S];
    if (K < 0)
      return {};
    if (IsaOpcodes[K].Name == Opcode)
      return llvm::ArrayRef<const IsaForm *>(IsaFormsByOpcode)
          .slice(IsaOpcodes[K].First, IsaOpcodes[K].Num);
  }
}

const IsaSection *IsaTable::section(llvm::StringRef Name) const {
  for (const IsaSection &S : IsaSections)
    if (Name == S.Name)
      return &S;
  return nullptr;
}

llvm::ArrayRef<IsaItem> IsaTable::items(const IsaForm &F) const {
  return llvm::ArrayRef<IsaItem>(IsaItems).slice(F.FirstItem, F.NumItems);
}
llvm::ArrayRef<IsaOperand> IsaTable::operands(const IsaForm &F) const {
  return llvm::ArrayRef<IsaOperand>(IsaOperands).slice(F.FirstOperand, F.NumOperands);
}
llvm::ArrayRef<IsaRange> IsaTable::ranges(const IsaOperand &O) const {
  return llvm::ArrayRef<IsaRange>(IsaRanges).slice(O.FirstRange, O.NumRanges);
}
llvm::ArrayRef<llvm::StringRef> IsaTable::alts(const IsaItem &I) const {
  return llvm::ArrayRef<llvm::StringRef>(IsaAlts).slice(I.FirstAlt, I.NumAlts);
}
const IsaSection &IsaTable::sectionOf(const IsaForm &F) const { return IsaSections[F.Section]; }
llvm::ArrayRef<IsaWhen> IsaTable::whens(const IsaSection &S) const {
  return llvm::ArrayRef<IsaWhen>(IsaWhens).slice(S.FirstWhen, S.NumWhen);
}
llvm::ArrayRef<const char *> IsaTable::tokens(const IsaWhen &W) const {
  return llvm::ArrayRef<const char *>(IsaWhenTokens).slice(W.FirstTok, W.NumTok);
}
std::vector<llvm::StringRef> IsaTable::opcodes() const {
  std::vector<llvm::StringRef> Out;
  for (const IsaOpcode &O : IsaOpcodes)
    Out.push_back(O.Name);
  return Out;
}

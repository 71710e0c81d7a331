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

IsaTable::IsaTable() {
  for (const IsaForm &F : IsaForms)
    ByOpcode[F.Opcode].push_back(&F);
  AltRefs.assign(std::begin(IsaAlts), std::end(IsaAlts));
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
  return llvm::ArrayRef<llvm::StringRef>(AltRefs).slice(I.FirstAlt, I.NumAlts);
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
  for (const auto &E : ByOpcode)
    Out.push_back(E.getKey());
  return Out;
}

//===- ModuleDirectives.cpp - .version / .target / .address_size ----------===//
//
// PTX ISA 11.1: a module begins with .version, followed by .target; the
// optional .address_size comes right after .target (ptxas rejects it
// anywhere else). Which versions and targets exist is the ISA table's
// business (type-checking layer); here we check presence, order and form.
//
//===----------------------------------------------------------------------===//
#include "sema/SemaInternal.h"
#include "sema/Target.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <map>

using namespace ptx;

bool ptx::parsePtxVersion(llvm::StringRef Text, PtxVersion &V) {
  auto [Maj, Min] = Text.split('.');
  if (Maj.empty() || Min.empty() || Text.count('.') != 1)
    return false;
  if (!llvm::all_of(Maj, llvm::isDigit) || !llvm::all_of(Min, llvm::isDigit))
    return false;
  return !Maj.getAsInteger(10, V.Major) && !Min.getAsInteger(10, V.Minor);
}

bool ptx::isKnownPtxVersion(PtxVersion V) {
  // The versions of the PTX ISA manuals (release notes of 9.0); ptxas 13.0
  // reports any other as "Unsupported .version".
  static const unsigned LastMinor[] = {0, 5, 3, 2, 3, 1, 5, 8, 8, 0};
  return V.Major >= 1 && V.Major <= 9 && V.Minor <= LastMinor[V.Major];
}

ModuleInfo sema::checkModuleDirectives(const Module &M, DiagnosticEngine &Diags) {
  ModuleInfo Info;
  const TopLevel *Version = nullptr, *Target = nullptr, *AddrSize = nullptr;
  // Not a DenseMap: its keys exclude ~0 and ~0 - 1, which are file indices
  // ptxas takes (`.file 18446744073709551615 "a.cu"`: 2^63 and up read as
  // negative; ptxas-diff.py int-literal, helper-149 round seed 38339, where
  // such an index crashed ptxlint).
  std::map<uint64_t, const TopLevel *> FileIndex;
  size_t Index = 0;
  const TopLevel *Prev = nullptr;
  bool TargetAfterVersion = false; ///< the first .target came right after .version
  for (const TopLevel *T : M.Items) {
    switch (T->K) {
    case TopLevel::Version:
      if (Version) {
        Diags.report(DiagId::DuplicateDirective, T->Range) << ".version" << "";
        Diags.report(DiagId::NotePreviousDefinition, Version->Range);
        break;
      }
      Version = T;
      if (Index != 0)
        Diags.report(DiagId::DirectiveOrder, T->Range)
            << ".version" << "first in the module, before any other directive";
      if (!parsePtxVersion(T->Arg.Text, Info.Version)) {
        Diags.report(DiagId::BadVersion, T->Arg.Range) << T->Arg.Text;
      } else {
        Info.HasVersion = true;
        if (!isKnownPtxVersion(Info.Version)) {
          // Past the newest version: a later toolkit's (CUDA 13.1 writes
          // 9.1), not a typo; ptxas 13.0 says "Unsupported .version".
          bool Newer = Info.Version.Major > 9 ||
                       (Info.Version.Major == 9 && Info.Version.Minor > 0);
          Diags.report(DiagId::UnknownVersion, T->Arg.Range)
              << T->Arg.Text
              << (Newer ? "is newer than the newest this ptxlint knows, 9.0 (the version of "
                          "CUDA 13.0; ptxas 13.0 refuses it too)"
                        : "does not exist (known: 1.0-1.5, 2.0-2.3, 3.0-3.2, 4.0-4.3, 5.0-5.1, "
                          "6.0-6.5, 7.0-7.8, 8.0-8.8, 9.0)");
        }
      }
      break;
    case TopLevel::Target: {
      // The architectures of one .target's words that ptxas 13.0 knows.
      auto Archs = [](llvm::ArrayRef<Word> Words) {
        llvm::SmallVector<size_t, 2> Arch;
        ptx::Target Parsed;
        for (size_t N = 0; N < Words.size(); ++N)
          if (ptx::Target::parse(Words[N].Text, Parsed) && isKnownTarget(Parsed))
            Arch.push_back(N);
        return Arch;
      };
      // PTX ISA 11.1.2: "A .target directive specifies a single target
      // architecture". ptxas 13.0 takes several and compiles for the last
      // (`.target sm_80, sm_90` accepts sm_90 features; found by hand
      // probes of the 8.6-9.0 targets): warn.
      if (auto Arch = Archs(T->Words); Arch.size() > 1) {
        std::string Names;
        for (size_t N : Arch)
          Names += (Names.empty() ? "" : ", ") + T->Words[N].Text.str();
        Diags.report(DiagId::PtxasDivergence, T->Words[Arch[1]].Range)
            << ("'.target' names several architectures (" + Names +
                "), where the manual allows one; ptxas 13.0 compiles for the last, " +
                T->Words[Arch.back()].Text.str());
      }
      if (Target) {
        bool Same = Target->Words.size() == T->Words.size() &&
                    std::equal(Target->Words.begin(), Target->Words.end(), T->Words.begin(),
                               [](const Word &A, const Word &B) { return A.Text == B.Text; });
        // "subsequent .target directives can be used to change the set of
        // target features allowed during parsing" (11.1.2): ptxas 13.0
        // takes them right after the first .target, the last one winning
        // (`.target sm_80` `.target sm_90` accepts sm_90 features), and
        // elsewhere stops ("Parsing error near '.target'").
        if (!Same && Prev && Prev->K == TopLevel::Target && TargetAfterVersion) {
          Target = T;
          Info.Targets.append(T->Words.begin(), T->Words.end());
        } else {
          if (Same)
            Diags.report(DiagId::RedundantDirective, T->Range) << ".target";
          else
            Diags.report(DiagId::DuplicateDirective, T->Range)
                << ".target" << " that contradicts the first one";
          Diags.report(DiagId::NotePreviousDefinition, Target->Range);
          break;
        }
      } else {
        Target = T;
        TargetAfterVersion = Version && Prev == Version;
        Info.Targets.assign(T->Words.begin(), T->Words.end());
      }
      // Every check reads the first architecture of Info.Targets: make it
      // the last one given.
      if (auto Arch = Archs(Info.Targets); Arch.size() > 1)
        std::swap(Info.Targets[Arch.front()], Info.Targets[Arch.back()]);
      if (Version && Prev != Version && !(Prev && Prev->K == TopLevel::Target))
        Diags.report(DiagId::DirectiveOrder, T->Range)
            << ".target" << "immediately after .version";
      break;
    }
    case TopLevel::AddressSize:
      if (AddrSize) {
        Diags.report(DiagId::DuplicateDirective, T->Range) << ".address_size" << "";
        Diags.report(DiagId::NotePreviousDefinition, AddrSize->Range);
        break;
      }
      AddrSize = T;
      if (T->Number != 32 && T->Number != 64)
        Diags.report(DiagId::BadAddressSize, T->Arg.Range) << T->Arg.Text;
      else
        Info.AddressSize = static_cast<unsigned>(T->Number);
      if (Target && (!Prev || Prev->K != TopLevel::Target))
        Diags.report(DiagId::DirectiveOrder, T->Range)
            << ".address_size" << "immediately after .target";
      else if (!Target && Version)
        Diags.report(DiagId::DirectiveOrder, T->Range) << ".address_size" << "after .target";
      break;
    case TopLevel::File: {
      // ptxas 13.0: "Constant overflow" past 32 bits, for values it reads as
      // positive 64-bit integers (2^63 and up read as negative and pass).
      if (T->Number > UINT32_MAX && T->Number <= (uint64_t)INT64_MAX)
        Diags.report(DiagId::ValueOutOfRange, T->Range)
            << "the .file index" << "at most 4294967295" << std::to_string(T->Number);
      // ptxas: "Duplicate file index #1", also for the same file name.
      auto [It, New] = FileIndex.try_emplace(T->Number, T);
      if (!New) {
        Diags.report(DiagId::DuplicateDirective, T->Range)
            << ".file" << (" for index " + llvm::Twine(T->Number)).str();
        Diags.report(DiagId::NotePreviousDefinition, It->second->Range);
      }
      break;
    }
    default:
      break;
    }
    Prev = T;
    ++Index;
  }

  const char *FileStart = M.Items.empty() ? nullptr : M.Items.front()->Range.Begin;
  if (!FileStart) {
    const llvm::MemoryBuffer *MB = Diags.getSourceMgr().getMemoryBuffer(M.BufferId);
    FileStart = MB->getBufferStart();
  }
  // A syntax error before the first function, variable or section most
  // likely dropped the directive with the statement it was in (`.target
  // sm_90 64` with `.address_size` lost, `.target.target sm_90`): the
  // syntax error says what is wrong, "missing" would only send the reader
  // to another line.
  const char *Limit = nullptr;
  for (const TopLevel *T : M.Items)
    if (T->K == TopLevel::Func || T->K == TopLevel::Decl || T->K == TopLevel::Section ||
        T->K == TopLevel::Alias) {
      Limit = T->Range.Begin;
      break;
    }
  bool SyntaxErrorFirst = llvm::any_of(Diags.diagnostics(), [&](const Diagnostic &D) {
    return D.Id == DiagId::SyntaxError && D.Range.isValid() &&
           (!Limit || D.Range.Begin <= Limit);
  });
  if (SyntaxErrorFirst && (!Version || !Target)) {
    // reported above by the parser
  } else if (!Version) {
    Diags.report(DiagId::MissingVersion, SrcRange(FileStart, FileStart));
  } else if (!Target) {
    Diags.report(DiagId::MissingTarget, Version->Range);
  }
  return Info;
}

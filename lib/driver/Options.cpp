//===- Options.cpp - command-line parsing ---------------------------------===//
#include "lib/driver/Options.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace ptx;

namespace {

enum class OptId {
  Help, Version, Format, Color, GpuName, NoWarn, Werror, NoAnalyses, DumpAst, Verify,
  Disable, Enable, BlockDim, GridDim, SmtTimeout, DumpSmt2, MaxErrors, ListRules, InputString, OptionsFile, Lsp,
  Threads, CompileOnly,
  IgnoredFlag, IgnoredValue
};

struct OptSpec {
  const char *Long;  ///< spelled with "--" (a single '-' is accepted too)
  const char *Short; ///< spelled with "-" ("" if none)
  bool TakesValue;
  OptId Id;
};

// ptxlint's own options, then ptxas's (ptxas --help, CUDA 13.0).
const OptSpec Specs[] = {
    {"help", "h", false, OptId::Help},
    {"version", "V", false, OptId::Version},
    {"format", "", true, OptId::Format},
    {"color", "", true, OptId::Color},
    {"gpu-name", "arch", true, OptId::GpuName},
    {"disable-warnings", "w", false, OptId::NoWarn},
    {"warning-as-error", "Werror", false, OptId::Werror},
    {"no-analyses", "", false, OptId::NoAnalyses},
    {"dump-ast", "", false, OptId::DumpAst},
    {"verify", "", false, OptId::Verify},
    {"disable", "", true, OptId::Disable},
    {"enable", "", true, OptId::Enable},
    {"block-dim", "", true, OptId::BlockDim},
    {"grid-dim", "", true, OptId::GridDim},
    {"smt-timeout", "", true, OptId::SmtTimeout},
    {"dump-smt2", "", true, OptId::DumpSmt2},
    {"max-errors", "", true, OptId::MaxErrors},
    {"list-rules", "", false, OptId::ListRules},
    {"input-as-string", "ias", true, OptId::InputString},
    {"options-file", "optf", true, OptId::OptionsFile},
    {"lsp", "", false, OptId::Lsp},
    {"threads", "j", true, OptId::Threads},
    // ptxas code-generation options: accepted, ignored.
    {"Ofast-compile", "Ofc", true, OptId::IgnoredValue},
    {"allow-expensive-optimizations", "allow-expensive-optimizations", true, OptId::IgnoredValue},
    {"compile-as-tools-patch", "astoolspatch", false, OptId::IgnoredFlag},
    {"compile-only", "c", false, OptId::CompileOnly},
    {"compiler-annotations", "annotate", false, OptId::IgnoredFlag},
    {"def-load-cache", "dlcm", true, OptId::IgnoredValue},
    {"def-store-cache", "dscm", true, OptId::IgnoredValue},
    {"device-debug", "g", false, OptId::IgnoredFlag},
    {"device-function-maxrregcount", "func-maxrregcount", true, OptId::IgnoredValue},
    {"device-stack-protector", "device-stack-protector", true, OptId::IgnoredValue},
    {"disable-optimizer-constants", "disable-optimizer-consts", false, OptId::IgnoredFlag},
    {"dont-merge-basicblocks", "no-bb-merge", false, OptId::IgnoredFlag},
    {"entry", "e", true, OptId::IgnoredValue},
    {"extensible-whole-program", "ewp", false, OptId::IgnoredFlag},
    {"fmad", "fmad", true, OptId::IgnoredValue},
    {"force-load-cache", "flcm", true, OptId::IgnoredValue},
    {"force-store-cache", "fscm", true, OptId::IgnoredValue},
    {"g-tensor-memory-access-check", "g-tmem-access-check", false, OptId::IgnoredFlag},
    {"generate-line-info", "lineinfo", false, OptId::IgnoredFlag},
    {"gno-tensor-memory-access-check", "gno-tmem-access-check", false, OptId::IgnoredFlag},
    {"legacy-bar-warp-wide-behavior", "legacy-bar-warp-wide-behavior", false, OptId::IgnoredFlag},
    {"list-version", "version-ls", false, OptId::IgnoredFlag},
    {"machine", "m", true, OptId::IgnoredValue},
    {"make-errors-visible-at-exit", "make-errors-visible-at-exit", false, OptId::IgnoredFlag},
    {"maxntid", "maxntid", true, OptId::IgnoredValue},
    {"maxrregcount", "maxrregcount", true, OptId::IgnoredValue},
    {"minnctapersm", "minnctapersm", true, OptId::IgnoredValue},
    {"opt-level", "O", true, OptId::IgnoredValue},
    {"optimize-float-atomics", "opt-fp-atomics", false, OptId::IgnoredFlag},
    {"output-file", "o", true, OptId::IgnoredValue},
    {"override-directive-values", "override-directive-values", false, OptId::IgnoredFlag},
    {"position-independent-code", "pic", true, OptId::IgnoredValue},
    {"preserve-relocs", "preserve-relocs", false, OptId::IgnoredFlag},
    {"register-usage-level", "regUsageLevel", true, OptId::IgnoredValue},
    {"return-at-end", "ret-end", false, OptId::IgnoredFlag},
    {"sanitize", "sanitize", true, OptId::IgnoredValue},
    {"sp-bounds-check", "sp-bounds-check", false, OptId::IgnoredFlag},
    {"split-compile", "split-compile", true, OptId::IgnoredValue},
    {"suppress-async-bulk-multicast-advisory-warning", "suppress-async-bulk-multicast-advisory-warning", false, OptId::IgnoredFlag},
    {"suppress-debug-info", "suppress-debug-info", false, OptId::IgnoredFlag},
    {"suppress-double-demote-warning", "suppress-double-demote-warning", false, OptId::IgnoredFlag},
    {"suppress-sparse-mma-advisory-info", "suppress-sparse-mma-advisory-info", false, OptId::IgnoredFlag},
    {"suppress-stack-size-warning", "suppress-stack-size-warning", false, OptId::IgnoredFlag},
    {"verbose", "v", false, OptId::IgnoredFlag},
    {"warn-on-double-precision-use", "warn-double-usage", false, OptId::IgnoredFlag},
    {"warn-on-local-memory-usage", "warn-lmem-usage", false, OptId::IgnoredFlag},
    {"warn-on-spills", "warn-spills", false, OptId::IgnoredFlag},
};

llvm::Error usage(const llvm::Twine &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

/// Finds the spec for a dash-stripped option name. "-O3" is "O" + "3".
const OptSpec *findSpec(llvm::StringRef Name, bool DoubleDash, llvm::StringRef &Attached) {
  for (const OptSpec &S : Specs)
    if (Name == S.Long || (*S.Short && Name == S.Short))
      return &S;
  // Attached values for single-letter short options: -O3, -m64.
  if (!DoubleDash && Name.size() > 1)
    for (const OptSpec &S : Specs)
      if (S.TakesValue && llvm::StringRef(S.Short).size() == 1 && Name.startswith(S.Short)) {
        Attached = Name.drop_front(1);
        return &S;
      }
  return nullptr;
}

llvm::Error apply(Options &O, const OptSpec &S, llvm::StringRef Opt, llvm::StringRef V,
                  std::vector<std::string> &MoreArgs) {
  switch (S.Id) {
  case OptId::Help: O.ShowHelp = true; break;
  case OptId::Version: O.ShowVersion = true; break;
  case OptId::Format:
    if (V == "gnu") O.Format = OutputFormat::Gnu;
    else if (V == "ptxas") O.Format = OutputFormat::Ptxas;
    else if (V == "json") O.Format = OutputFormat::Json;
    else if (V == "sarif") O.Format = OutputFormat::Sarif;
    else return usage("unknown --format '" + V + "' (expected gnu, ptxas, json or sarif)");
    break;
  case OptId::Color:
    if (V == "auto") O.Color = ColorMode::Auto;
    else if (V == "always") O.Color = ColorMode::Always;
    else if (V == "never") O.Color = ColorMode::Never;
    else return usage("unknown --color '" + V + "' (expected auto, always or never)");
    break;
  case OptId::GpuName: O.GpuName = V.str(); break;
  case OptId::NoWarn: O.Diag.SuppressWarnings = true; break;
  case OptId::Werror: O.Diag.WarningsAsErrors = true; break;
  case OptId::NoAnalyses: O.NoAnalyses = true; break;
  case OptId::CompileOnly: O.CompileOnly = true; break;
  case OptId::DumpAst: O.DumpAst = true; break;
  case OptId::Verify: O.Verify = true; break;
  case OptId::ListRules: O.ListRules = true; break;
  case OptId::Lsp: O.Lsp = true; break;
  case OptId::BlockDim:
  case OptId::GridDim: {
    llvm::SmallVector<llvm::StringRef, 3> Parts;
    V.split(Parts, ',');
    Dim3 D;
    bool Ok = !Parts.empty() && Parts.size() <= 3;
    for (unsigned I = 0; Ok && I < Parts.size(); ++I)
      Ok = !Parts[I].trim().getAsInteger(10, D.V[I]) && D.V[I] > 0;
    if (!Ok)
      return usage("invalid --" + llvm::Twine(S.Long) + " '" + V +
                   "' (expected X[,Y[,Z]] with positive integers)");
    if (S.Id == OptId::BlockDim) {
      if (D.count() > 1024)
        return usage("--block-dim " + V + " has " + llvm::Twine(D.count()) +
                     " threads; a CTA has at most 1024");
      O.BlockDim = D;
    } else {
      O.GridDim = D;
    }
    break;
  }
  case OptId::Disable:
  case OptId::Enable: {
    llvm::SmallVector<llvm::StringRef, 4> Rules;
    V.split(Rules, ',', -1, false);
    for (llvm::StringRef R : Rules) {
      if (!isKnownRule(R))
        return usage("unknown rule '" + R + "' in " + Opt + " (see --list-rules)");
      (S.Id == OptId::Disable ? O.Diag.Disabled : O.Diag.Enabled).insert(R);
    }
    break;
  }
  case OptId::SmtTimeout:
    if (V.getAsInteger(10, O.SmtTimeoutMs) || O.SmtTimeoutMs == 0)
      return usage("--smt-timeout expects a positive number of milliseconds, got '" + V + "'");
    break;
  case OptId::DumpSmt2:
    if (V.empty())
      return usage("--dump-smt2 expects a directory");
    O.DumpSmt2Dir = V.str();
    break;
  case OptId::MaxErrors:
    if (V.getAsInteger(10, O.Diag.MaxErrors))
      return usage("--max-errors expects a number, got '" + V + "'");
    break;
  case OptId::Threads:
    if (V.getAsInteger(10, O.Threads) || O.Threads > 256)
      return usage("--threads expects a number of threads (0: one per core, at most 16), got '" +
                   V + "'");
    break;
  case OptId::InputString: O.InputStrings.push_back(V.str()); break;
  case OptId::OptionsFile: {
    auto Buf = llvm::MemoryBuffer::getFile(V);
    if (!Buf)
      return usage("cannot read options file '" + V + "': " + Buf.getError().message());
    llvm::SmallVector<llvm::StringRef, 16> Words;
    llvm::SplitString((*Buf)->getBuffer(), Words);
    for (llvm::StringRef W : Words)
      MoreArgs.push_back(W.str());
    break;
  }
  case OptId::IgnoredFlag:
  case OptId::IgnoredValue: O.Ignored.push_back(Opt.str()); break;
  }
  return llvm::Error::success();
}

llvm::Error parseInto(Options &O, const std::vector<std::string> &Args, unsigned Depth) {
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A == "-" || !A.startswith("-") || A.size() == 1) {
      O.Inputs.push_back(A.str());
      continue;
    }
    if (A == "--") {
      for (++I; I < Args.size(); ++I)
        O.Inputs.push_back(Args[I]);
      break;
    }
    bool DoubleDash = A.startswith("--");
    llvm::StringRef Name = A.drop_front(DoubleDash ? 2 : 1);
    llvm::StringRef Value;
    bool HasValue = false;
    size_t Eq = Name.find('=');
    if (Eq != llvm::StringRef::npos) {
      Value = Name.drop_front(Eq + 1);
      Name = Name.take_front(Eq);
      HasValue = true;
    }
    llvm::StringRef Attached;
    const OptSpec *S = findSpec(Name, DoubleDash, Attached);
    if (!S)
      return usage("unknown option '" + A + "' (see --help)");
    if (!Attached.empty()) {
      Value = Attached;
      HasValue = true;
    }
    if (S->TakesValue && !HasValue) {
      if (I + 1 >= Args.size())
        return usage("option '" + A + "' needs a value");
      Value = Args[++I];
    } else if (!S->TakesValue && HasValue) {
      return usage("option '" + Name + "' takes no value");
    }
    std::vector<std::string> More;
    if (llvm::Error E = apply(O, *S, A, Value, More))
      return E;
    if (!More.empty()) {
      if (Depth > 8)
        return usage("options files nest too deeply");
      if (llvm::Error E = parseInto(O, More, Depth + 1))
        return E;
    }
  }
  return llvm::Error::success();
}

} // namespace

llvm::Expected<Options> ptx::parseOptions(llvm::ArrayRef<const char *> Args) {
  Options O;
  std::vector<std::string> V(Args.begin(), Args.end());
  if (llvm::Error E = parseInto(O, V, 0))
    return E;
  return O;
}

void ptx::printHelp(llvm::raw_ostream &OS) {
  OS << R"(USAGE: ptxlint [options] FILE...
       ptxlint [options] -            (read PTX from standard input)

Validates PTX like ptxas, with line/column diagnostics and stable rule ids.

Output:
  --format=gnu|ptxas|json|sarif
                            gnu (default): file:line:col: severity: message [rule]
                            ptxas: ptxas's own layout, exit code 255 on error
                            json: an array of diagnostic objects on stdout
                            sarif: one SARIF 2.1.0 log on stdout
  --color=auto|always|never colour gnu output (default: auto, on a terminal)
  --dump-ast                print the syntax tree to stdout
  --verify                  check the diagnostics against // expected-error@+N {{...}}
                            annotations in the input instead of printing them

Checks:
  --gpu-name=SM, -arch SM   target GPU (as ptxas; e.g. sm_90a)
  --no-analyses             validation only: skip the static analyses
  -w, --disable-warnings    drop warnings
  -Werror, --warning-as-error
                            treat warnings as errors
  --disable=RULE[,RULE]     turn rules off (see --list-rules)
  --enable=RULE[,RULE]      turn rules on
  --block-dim=X[,Y[,Z]]     launch shape the analyses assume (else .reqntid/.maxntid)
  --grid-dim=X[,Y[,Z]]      grid shape the analyses assume
  --smt-timeout=MS          budget of each SMT solver query (default 200)
  --dump-smt2=DIR           write each SMT query to DIR/NAME.smt2
  --max-errors=N            stop reporting after N errors
  --list-rules              print every rule id and exit
  --input-as-string=PTX     check a PTX string (as ptxas -ias)
  --options-file=FILE       read more options from FILE
  -j N, --threads=N         threads for one large file (default 0: one per core, at
                            most 16; 1: none). Output is the same for every N

ptxas code-generation options (-o, -O, -v, -g, -lineinfo, --maxrregcount, -m,
--fmad, -dlcm, -c, ...) are accepted and ignored.

Other:
  --lsp                     run as a language server (LSP over stdin/stdout); the
                            other options are the defaults for every document
  -h, --help                this text
  -V, --version             version information

Exit status: 0 no errors, 1 errors found, 2 bad usage or unreadable input
(with --format=ptxas: 255 on any error, as ptxas).
)";
}

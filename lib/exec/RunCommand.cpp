//===- RunCommand.cpp - the `ptxlint run` subcommand ----------------------===//
//
// Parses the run command line, reads and checks the PTX file, builds the
// kernel arguments from --arg specs (in:/out:/inout: buffers and TYPE:VALUE
// scalars), runs the executor, prints diagnostics, the trace and the JSON
// summary, and writes the out:/inout: buffers. Input files are only read.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/RunCommand.h"
#include "lib/exec/AddressMap.h"
#include "lib/exec/Decode.h"
#include "lib/exec/Executor.h"
#include "lib/exec/TensorMap.h"
#include "lib/exec/softfloat/SoftFloat.h"
#include "lib/support/DiagnosticPrinter.h"
#include "parser/ParseDriver.h"
#include "sema/Sema.h"
#include "sema/Target.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <tuple>

using namespace ptx;
using namespace ptx::exec;

namespace {

enum { ExitOk = 0, ExitFault = 1, ExitUsage = 2 };

/// The largest grid of a cooperative launch (docs/executor.md): all its CTAs
/// are resident together, as on a GPU of 128 SMs with 2048 threads each.
constexpr uint64_t MaxCooperativeCtas = 1024, MaxCooperativeThreads = 262144;

/// The most global memory the --arg buffers may take together: the executor
/// keeps every byte and its written bit in host memory, so a larger request
/// is refused up front instead of failing (or thrashing) in the allocator.
constexpr uint64_t MaxBufferBytes = 1ull << 30;

/// The most dynamic shared memory a CTA can have on any GPU (227 KiB, the
/// opt-in limit of sm_90 and sm_100; cudaDevAttrMaxSharedMemoryPerBlockOptin):
/// CUDA fails a launch that asks for more.
constexpr uint64_t MaxDynamicSmem = 227 * 1024;

struct RunOptions {
  std::string File;
  std::string Kernel;
  Dim3 Grid, Block, Cluster;
  bool HaveGrid = false, HaveBlock = false, HaveCluster = false;
  bool Cooperative = false;
  std::vector<std::string> ArgSpecs;
  std::vector<std::string> Binds; ///< --bind NAME=SPEC
  uint64_t DynSmem = 0;
  uint64_t MaxSteps = 1000000000ull;
  uint64_t MaxMemory = uint64_t(4) << 30;
  bool Trace = false;
  bool Json = false;
  bool Random = false;
  uint64_t Seed = 0;
  bool NoWarnings = false;
  bool Help = false;
  bool CheckSupport = false;
  bool HaveTensorCore = false;
  TcModel TensorCore = TcModel::Hopper;
  bool FpContract = true;
  bool PtxasBugs = true;
};

void printRunHelp(llvm::raw_ostream &OS) {
  OS << "USAGE: ptxlint run FILE.ptx --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]]\n"
        "                   [--cluster X[,Y[,Z]]] [--cooperative] [--arg SPEC]...\n"
        "                   [--dynamic-smem BYTES] [options]\n\n"
        "Runs a kernel on the CPU with the results the hardware gives where PTX\n"
        "defines them (docs/executor.md).\n\n"
        "SPEC (matched to the kernel's .param list in order):\n"
        "  TYPE:VALUE            scalar; TYPE is u8..u64, s8..s64, b8..b64, f16, bf16,\n"
        "                        f32 or f64; VALUE is decimal or 0x raw bits\n"
        "  in:PATH               global buffer holding the file's bytes\n"
        "  out:SIZE:PATH         zero-filled buffer of SIZE bytes, written to PATH\n"
        "  inout:INPATH:OUTPATH  buffer from INPATH, written to OUTPATH\n"
        "  struct:FIELD,...      a by-value struct: each FIELD a scalar or buffer SPEC\n"
        "                        at C's offsets (or align:N, pad:N)\n"
        "  tensormap:type=T,dims=AxB..,box=AxB..[,strides=S1x..][,estrides=..]\n"
        "      [,swizzle=none|32B|64B|128B][,fill=none|nan_request_zero_fma],BUFFER\n"
        "                        a 128-byte tensor-map of the executor's encoding for\n"
        "                        BUFFER (in:/out:/inout:), docs/executor.md\n"
        "  surface:format=T[xN],dims=W[xH[xD]][,layers=L][,layout=array|linear],BUFFER\n"
        "                        a surface object (cudaSurfaceObject_t) over BUFFER's\n"
        "                        row-major texels; T u8 s8 u16 s16 u32 s32 f16 f32, N 1|2|4\n"
        "  texture:format=..,dims=..[,layers=L][,read=element|normalized]\n"
        "      [,filter_mode=nearest|linear][,addr_mode[_0|_1|_2]=wrap|mirror|clamp|border]\n"
        "      [,normalized_coords=0|1],BUFFER\n"
        "                        a texture object (cudaTextureObject_t)\n"
        "  sampler:FIELDS        a sampler (a .samplerref parameter), texture's sampler fields\n\n"
        "OPTIONS:\n"
        "  --cluster X[,Y[,Z]]   CTAs per cluster (default: the kernel's .reqnctapercluster,\n"
        "                        else 1); clusters must tile the grid\n"
        "  --cooperative         a cooperative launch (cudaLaunchCooperativeKernel): all CTAs\n"
        "                        run together and %envreg1/%envreg2 address a zeroed 64-byte\n"
        "                        grid workspace, so cooperative groups' grid.sync() works\n"
        "                        (at most 1024 CTAs and 262144 threads); without it\n"
        "                        %envreg1/%envreg2 read 0\n"
        "  --bind NAME=SPEC      the texture:, sampler: or surface: object of the module-scope\n"
        "                        .texref/.samplerref/.surfref NAME (initializer fields first)\n"
        "  --dynamic-smem BYTES  dynamic shared memory per CTA (extern .shared)\n"
        "  --max-steps N         fault after N warp-instructions (default 1e9; 0: none)\n"
        "  --max-memory BYTES    refuse a launch whose simulated memory (with its shadow)\n"
        "                        needs more host memory (K/M/G suffixes; default 4G; 0: none)\n"
        "  --trace               print every executed warp-instruction\n"
        "  --format=gnu|json     diagnostics as text (default) or a JSON summary\n"
        "  --schedule=deterministic|random  warp/path interleaving (default deterministic)\n"
        "  --seed N              seed for --schedule=random\n"
        "  --tensor-core=exact|ampere|hopper|blackwell\n"
        "                        accumulation model of floating-point mma/wmma (default:\n"
        "                        hopper for .target up to sm_90, blackwell from sm_100)\n"
        "  --fp-contract=ptxas|off\n"
        "                        ptxas (default): a mul and an add/sub without rounding\n"
        "                        modifiers that ptxas fuses run as one fma, as on the GPU;\n"
        "                        off: every instruction rounds as the PTX text says\n"
        "  --ptxas-bugs=model|off\n"
        "                        model (default): forms ptxas 13.0 miscompiles run as the\n"
        "                        GPU runs them, with an exec-ptxas-miscompile warning;\n"
        "                        off: as the PTX text says\n"
        "  -w                    suppress warnings\n"
        "  --check-support       list the instructions the executor cannot run (no launch;\n"
        "                        --kernel/--grid/--block not needed)\n";
}

/// The sm number of the module's .target (0 if none names a GPU).
unsigned moduleSm(const Module &M) {
  for (const TopLevel *T : M.Items)
    if (T->K == TopLevel::Target)
      for (const Word &W : T->Words) {
        Target Tg;
        if (Target::parse(W.Text, Tg) && Tg.valid())
          return Tg.Sm;
      }
  return 0;
}

bool parseU64(llvm::StringRef S, uint64_t &V) {
  if (S.startswith("0x") || S.startswith("0X"))
    return !S.drop_front(2).getAsInteger(16, V);
  return !S.getAsInteger(10, V);
}

bool parseDim(llvm::StringRef S, Dim3 &D) {
  llvm::SmallVector<llvm::StringRef, 3> Parts;
  S.split(Parts, ',');
  if (Parts.empty() || Parts.size() > 3)
    return false;
  uint32_t *Out[3] = {&D.X, &D.Y, &D.Z};
  D = Dim3();
  for (size_t I = 0; I < Parts.size(); ++I) {
    uint64_t V;
    if (!parseU64(Parts[I].trim(), V) || V == 0 || V > 0x7fffffff)
      return false;
    *Out[I] = uint32_t(V);
  }
  return true;
}

/// Parses the run command line; returns an error message or "".
std::string parseRunArgs(llvm::ArrayRef<const char *> Args, RunOptions &O) {
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    llvm::StringRef Name = A, Value;
    bool Inline = false;
    if (A.startswith("--") && A.contains('=')) {
      std::tie(Name, Value) = A.split('=');
      Inline = true;
    }
    auto Need = [&](std::string &Err) -> bool {
      if (Inline)
        return true;
      if (I + 1 >= Args.size()) {
        Err = "option '" + Name.str() + "' needs a value";
        return false;
      }
      Value = Args[++I];
      return true;
    };
    std::string Err;
    if (Name == "--help" || Name == "-h") {
      O.Help = true;
    } else if (Name == "--kernel") {
      if (!Need(Err))
        return Err;
      O.Kernel = Value.str();
    } else if (Name == "--grid" || Name == "--block" || Name == "--cluster") {
      if (!Need(Err))
        return Err;
      Dim3 &D = Name == "--grid" ? O.Grid : Name == "--block" ? O.Block : O.Cluster;
      if (!parseDim(Value, D))
        return "invalid " + Name.str() + " '" + Value.str() +
               "': expected X[,Y[,Z]] with positive integers";
      (Name == "--grid" ? O.HaveGrid : Name == "--block" ? O.HaveBlock : O.HaveCluster) = true;
    } else if (Name == "--arg") {
      if (!Need(Err))
        return Err;
      O.ArgSpecs.push_back(Value.str());
    } else if (Name == "--bind") {
      if (!Need(Err))
        return Err;
      if (!Value.contains('='))
        return "expected --bind NAME=texture:...|sampler:...|surface:...";
      O.Binds.push_back(Value.str());
    } else if (Name == "--dynamic-smem") {
      if (!Need(Err))
        return Err;
      if (!parseU64(Value, O.DynSmem))
        return "invalid --dynamic-smem '" + Value.str() + "'";
    } else if (Name == "--max-steps") {
      if (!Need(Err))
        return Err;
      if (!parseU64(Value, O.MaxSteps))
        return "invalid --max-steps '" + Value.str() + "'";
    } else if (Name == "--max-memory") {
      if (!Need(Err))
        return Err;
      llvm::StringRef V = Value;
      unsigned Shift = 0;
      if (V.endswith_insensitive("k"))
        Shift = 10;
      else if (V.endswith_insensitive("m"))
        Shift = 20;
      else if (V.endswith_insensitive("g"))
        Shift = 30;
      if (Shift)
        V = V.drop_back();
      if (!parseU64(V, O.MaxMemory) || (Shift && O.MaxMemory > (~uint64_t(0) >> Shift)))
        return "invalid --max-memory '" + Value.str() + "'";
      O.MaxMemory <<= Shift;
    } else if (Name == "--seed") {
      if (!Need(Err))
        return Err;
      if (!parseU64(Value, O.Seed))
        return "invalid --seed '" + Value.str() + "'";
    } else if (Name == "--schedule" || Name == "--fp-contract" || Name == "--ptxas-bugs") {
      if (!Need(Err))
        return Err;
      // Two values: the first sets the flag to First, the second to !First.
      auto [A, B, First, Flag] =
          Name == "--schedule"
              ? std::make_tuple("deterministic", "random", false, &O.Random)
          : Name == "--fp-contract" ? std::make_tuple("ptxas", "off", true, &O.FpContract)
                                    : std::make_tuple("model", "off", true, &O.PtxasBugs);
      if (Value == A)
        *Flag = First;
      else if (Value == B)
        *Flag = !First;
      else
        return "invalid " + Name.str() + " '" + Value.str() + "' (expected " + A + " or " + B +
               ")";
    } else if (Name == "--tensor-core") {
      if (!Need(Err))
        return Err;
      if (!parseTcModel(Value, O.TensorCore))
        return "invalid --tensor-core '" + Value.str() +
               "' (expected exact, ampere, hopper or blackwell)";
      O.HaveTensorCore = true;
    } else if (Name == "--format") {
      if (!Need(Err))
        return Err;
      if (Value == "json")
        O.Json = true;
      else if (Value == "gnu")
        O.Json = false;
      else
        return "invalid --format '" + Value.str() + "' for run (expected gnu or json)";
    } else if (Name == "--trace") {
      O.Trace = true;
    } else if (Name == "-w") {
      O.NoWarnings = true;
    } else if (Name == "--check-support") {
      O.CheckSupport = true;
    } else if (Name == "--cooperative") {
      O.Cooperative = true;
    } else if (A.startswith("-") && A != "-") {
      return "unknown option '" + A.str() + "' for 'ptxlint run' (see 'ptxlint run --help')";
    } else {
      if (!O.File.empty())
        return "more than one input file ('" + O.File + "' and '" + A.str() + "')";
      O.File = A.str();
    }
  }
  if (O.Help)
    return "";
  if (O.File.empty())
    return "no input file (usage: ptxlint run FILE.ptx --kernel NAME --grid X --block X)";
  if (O.CheckSupport)
    return "";
  if (O.Kernel.empty())
    return "missing --kernel NAME";
  if (!O.HaveGrid)
    return "missing --grid X[,Y[,Z]]";
  if (!O.HaveBlock)
    return "missing --block X[,Y[,Z]]";
  if (O.Block.count() > 1024)
    return "--block has " + std::to_string(O.Block.count()) +
           " threads; a CTA has at most 1024";
  // CUDA's launch limits on every GPU (maxThreadsDim z, maxGridSize y and z):
  // a launch beyond them fails with cudaErrorInvalidConfiguration.
  if (O.Block.Z > 64)
    return "--block z is " + std::to_string(O.Block.Z) + "; a CTA's z dimension is at most 64";
  if (O.Grid.Y > 65535 || O.Grid.Z > 65535)
    return "--grid y and z are at most 65535 (got " + std::to_string(O.Grid.Y) + "," +
           std::to_string(O.Grid.Z) + ")";
  return "";
}

/// Scalar type of a TYPE:VALUE spec: (bytes, class, float format).
struct ScalarTy {
  unsigned Bytes;
  char Cls; // 'u', 's', 'b', 'f'
  fp::Fmt F;
};

bool parseScalarTy(llvm::StringRef T, ScalarTy &S) {
  auto R = llvm::StringSwitch<int>(T)
               .Case("u8", 1).Case("u16", 2).Case("u32", 3).Case("u64", 4)
               .Case("s8", 5).Case("s16", 6).Case("s32", 7).Case("s64", 8)
               .Case("b8", 9).Case("b16", 10).Case("b32", 11).Case("b64", 12)
               .Case("f16", 13).Case("bf16", 14).Case("f32", 15).Case("f64", 16)
               .Default(0);
  if (!R)
    return false;
  static const unsigned Sizes[] = {0, 1, 2, 4, 8, 1, 2, 4, 8, 1, 2, 4, 8, 2, 2, 4, 8};
  S.Bytes = Sizes[R];
  S.Cls = R <= 4 ? 'u' : R <= 8 ? 's' : R <= 12 ? 'b' : 'f';
  S.F = R == 13 ? fp::Fmt::F16 : R == 14 ? fp::Fmt::BF16 : R == 15 ? fp::Fmt::F32 : fp::Fmt::F64;
  return true;
}

/// Value bits of a scalar spec, or an error message.
std::string scalarBits(const ScalarTy &T, llvm::StringRef V, uint64_t &Bits) {
  uint64_t Max = T.Bytes == 8 ? ~0ull : ((1ull << (8 * T.Bytes)) - 1);
  if (V.startswith("0x") || V.startswith("0X")) {
    if (V.drop_front(2).getAsInteger(16, Bits))
      return "invalid hexadecimal value '" + V.str() + "'";
    if (Bits > Max)
      return "raw bits '" + V.str() + "' do not fit in " + std::to_string(T.Bytes) + " bytes";
    return "";
  }
  if (T.Cls == 'f') {
    std::string S = V.str();
    char *End = nullptr;
    double D = std::strtod(S.c_str(), &End);
    if (S.empty() || *End)
      return "invalid floating-point value '" + S + "'";
    uint64_t DB = fp::bitsF64(D);
    Bits = T.F == fp::Fmt::F64 ? DB : fp::fromF64(T.F, DB);
    return "";
  }
  if (V.startswith("-")) {
    int64_t X;
    if (V.getAsInteger(10, X))
      return "invalid integer value '" + V.str() + "'";
    if (T.Cls == 'u')
      return "negative value '" + V.str() + "' for an unsigned type";
    int64_t Lo = T.Bytes == 8 ? INT64_MIN : -(int64_t(1) << (8 * T.Bytes - 1));
    if (X < Lo)
      return "value '" + V.str() + "' is out of range";
    Bits = uint64_t(X) & Max;
    return "";
  }
  if (V.getAsInteger(10, Bits))
    return "invalid integer value '" + V.str() + "'";
  uint64_t Hi = T.Cls == 's' ? Max >> 1 : Max;
  if (Bits > Hi)
    return "value '" + V.str() + "' is out of range";
  return "";
}

/// in:, out: and inout: specs: a buffer whose address is the argument.
bool isBufferKind(llvm::StringRef Kind) {
  return Kind == "in" || Kind == "out" || Kind == "inout";
}

bool sameFile(const std::string &A, const std::string &B) {
  if (A == B)
    return true;
  bool Eq = false;
  return !llvm::sys::fs::equivalent(A, B, Eq) && Eq;
}

/// Output of one out:/inout: buffer.
struct OutputSpec {
  size_t ArgIndex; ///< the buffer's piece in the argument list
  size_t Param;    ///< its kernel parameter
  std::string Path;
};

} // namespace

int ptx::runExecCommand(llvm::ArrayRef<const char *> Args) {
  RunOptions O;
  std::string Err = parseRunArgs(Args, O);
  auto Usage = [](const std::string &Msg) {
    llvm::WithColor::error(llvm::errs(), "ptxlint run") << Msg << '\n';
    return ExitUsage;
  };
  if (!Err.empty())
    return Usage(Err);
  if (O.Help) {
    printRunHelp(llvm::outs());
    return ExitOk;
  }
  DiagOptions DO;
  DO.SuppressWarnings = O.NoWarnings;
  DiagnosticEngine Diags(DO);
  bool Color = !O.Json && llvm::errs().has_colors();
  llvm::json::Object Summary;
  Summary["kernel"] = O.Kernel;
  Summary["grid"] = llvm::json::Array{O.Grid.X, O.Grid.Y, O.Grid.Z};
  Summary["block"] = llvm::json::Array{O.Block.X, O.Block.Y, O.Block.Z};
  auto Finish = [&](llvm::StringRef Status, int Code, llvm::json::Array Outputs = {}) {
    llvm::SourceMgr &SM = Diags.getSourceMgr();
    llvm::json::Array DiagsJ;
    for (const Diagnostic &D : Diags.diagnostics()) {
      if (O.Json)
        DiagsJ.push_back(toJson(SM, D));
      else
        printGnu(llvm::errs(), SM, D, Color);
    }
    if (O.Json) {
      Summary["status"] = Status;
      Summary["diagnostics"] = std::move(DiagsJ);
      Summary["outputs"] = std::move(Outputs);
      llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(Summary))) << '\n';
      llvm::outs().flush();
    }
    return Code;
  };

  auto MB = llvm::MemoryBuffer::getFileOrSTDIN(O.File, /*IsText=*/false,
                                               /*RequiresNullTerminator=*/true);
  if (!MB) {
    Diags.report(DiagId::InputUnreadable, SrcRange()) << O.File << MB.getError().message();
    return Finish("error", ExitUsage);
  }
  unsigned BufId = Diags.getSourceMgr().AddNewSourceBuffer(std::move(*MB), llvm::SMLoc());
  Module M;
  parseBuffer(BufId, M, Diags);
  runSema(M, Diags);
  if (Diags.hasErrors())
    return Finish("error", ExitFault);

  std::unique_ptr<Program> P = decodeModule(M, O.FpContract, O.PtxasBugs);
  if (O.CheckSupport) {
    // One line per instruction the executor would report as unsupported,
    // and per instruction it runs as ptxas miscompiles it (--ptxas-bugs).
    unsigned N = 0;
    for (const Instr &I : P->Code) {
      bool Bug = I.Opc == Op::Packed16 && I.Sub == Packed16DroppedConstant;
      if ((I.Opc != Op::Unsupported && !Bug) || !I.Stmt)
        continue;
      ResolvedLoc L = resolveLoc(Diags.getSourceMgr(), I.Stmt->Range);
      llvm::outs() << L.File << ":" << L.Line << ":" << L.Column << ": ";
      if (Bug) {
        llvm::outs() << "runs as ptxas 13.0 compiles it: without its constant operand "
                        "[exec-ptxas-miscompile]\n";
        continue;
      }
      llvm::outs() << *I.Why << "\n";
      ++N;
    }
    llvm::outs() << N << " unsupported instruction" << (N == 1 ? "" : "s") << " of "
                 << P->Code.size() << "\n";
    return ExitOk;
  }
  int KId = P->findFunc(O.Kernel);
  if (KId < 0 || !P->Funcs[size_t(KId)].IsEntry || !P->Funcs[size_t(KId)].Defined) {
    std::string Known;
    for (const FuncCode &F : P->Funcs)
      if (F.IsEntry && F.Defined)
        Known += (Known.empty() ? "" : ", ") + F.Name;
    Diags.report(DiagId::ExecBadArgument, SrcRange())
        << "no kernel (.entry) named '" + O.Kernel + "' in " + O.File +
               (Known.empty() ? std::string(" (it defines no kernels)")
                              : " (kernels: " + Known + ")");
    return Finish("error", ExitUsage);
  }
  const FuncCode &K = P->Funcs[size_t(KId)];
  SrcRange KRange = K.AST ? K.AST->Name.Range : SrcRange();
  if (O.ArgSpecs.size() != K.KParams.size()) {
    Diags.report(DiagId::ExecBadArgument, KRange)
        << "kernel '" + O.Kernel + "' has " + std::to_string(K.KParams.size()) +
               " parameter" + (K.KParams.size() == 1 ? "" : "s") + " but " +
               std::to_string(O.ArgSpecs.size()) + " --arg " +
               (O.ArgSpecs.size() == 1 ? "was" : "were") + " given";
    return Finish("error", ExitUsage);
  }

  // Build the arguments: one piece per scalar or buffer; a struct: spec
  // gives one piece per field.
  std::vector<KernelArg> KArgs;
  std::vector<OutputSpec> Outs;
  std::vector<std::string> Inputs;
  uint64_t BufferBytes = 0;
  // Module-scope .texref/.samplerref/.surfref variables (PTX ISA 8.5 5.3)
  // get their objects from --bind NAME=SPEC; a .samplerref with an
  // initializer and no --bind gets the sampler its initializer describes.
  // They are handled as pieces after the parameters' (BindVars).
  std::vector<std::string> Specs(O.ArgSpecs.begin(), O.ArgSpecs.end());
  std::vector<FuncCode::KParam> BindKPs;
  std::vector<const GlobalVar *> BindVars;
  {
    llvm::StringSet<> Bound;
    for (const std::string &B : O.Binds) {
      auto [Name, Spec] = llvm::StringRef(B).split('=');
      const GlobalVar *GV = nullptr;
      for (const GlobalVar &G : P->Vars)
        if (G.Opaque && G.Name == Name)
          GV = &G;
      if (!GV || !Bound.insert(Name).second) {
        Diags.report(DiagId::ExecBadArgument, SrcRange())
            << "--bind '" + B + "': " +
                   (GV ? "the variable is bound twice"
                       : "no module-scope .texref, .samplerref or .surfref named '" +
                             Name.str() + "'");
        return Finish("error", ExitUsage);
      }
      Specs.push_back(Spec.str());
      BindVars.push_back(GV);
    }
    for (const GlobalVar &G : P->Vars)
      if (G.Opaque == 2 && !G.OpaqueInit.empty() && !Bound.count(G.Name)) {
        Specs.push_back("sampler:");
        BindVars.push_back(&G);
      }
    for (const GlobalVar *G : BindVars)
      BindKPs.push_back({G->Name, Ty::U64, 0, 8, 8, SrcRange()});
  }
  for (size_t I = 0; I < Specs.size(); ++I) {
    llvm::StringRef Spec = Specs[I];
    size_t NP = K.KParams.size();
    const GlobalVar *BindVar = I >= NP ? BindVars[I - NP] : nullptr;
    const FuncCode::KParam &KP = BindVar ? BindKPs[I - NP] : K.KParams[I];
    auto Bad = [&](const std::string &Why) {
      Diags.report(DiagId::ExecBadArgument, KP.Range)
          << (BindVar ? "--bind '" + KP.Name + "=" + Spec.str() + "': " + Why
                      : "--arg '" + Spec.str() + "' for parameter " + std::to_string(I) +
                            " ('" + KP.Name + "', " + std::to_string(KP.Size) +
                            " bytes): " + Why);
      return Finish("error", ExitUsage);
    };
    // The bytes a field takes (and its alignment): 8 for a buffer's
    // address, the type's size for a scalar, 0 for an unknown kind.
    auto FieldBytes = [](llvm::StringRef F) -> uint64_t {
      llvm::StringRef Kind = F.split(':').first;
      if (isBufferKind(Kind))
        return 8;
      ScalarTy ST;
      return parseScalarTy(Kind, ST) ? ST.Bytes : 0;
    };
    // Adds the piece FS at byte Off of this parameter; "" or the reason.
    auto AddPiece = [&](llvm::StringRef FS, uint64_t Off, bool InStruct) -> std::string {
      KernelArg A;
      A.Label = FS.str();
      A.Param = unsigned(I);
      A.Offset = Off;
      auto [Kind, Rest] = FS.split(':');
      if (isBufferKind(Kind)) {
        A.K = KernelArg::Buffer;
        std::string InPath, OutPath;
        if (Kind == "in") {
          if (Rest.empty())
            return "expected in:PATH";
          InPath = Rest.str();
        } else if (Kind == "out") {
          auto [SizeS, Path] = Rest.split(':');
          uint64_t Size;
          if (!parseU64(SizeS, Size) || Path.empty())
            return "expected out:SIZE:PATH";
          A.Size = Size;
          OutPath = Path.str();
        } else {
          auto [In, Out] = Rest.split(':');
          if (In.empty() || Out.empty())
            return "expected inout:INPATH:OUTPATH";
          InPath = In.str();
          OutPath = Out.str();
        }
        if (!InPath.empty()) {
          // Only files and pipes: a device such as /dev/zero never ends.
          llvm::sys::fs::file_status St;
          if (std::error_code EC = llvm::sys::fs::status(InPath, St))
            return "cannot read '" + InPath + "': " + EC.message();
          if (St.type() != llvm::sys::fs::file_type::regular_file &&
              St.type() != llvm::sys::fs::file_type::fifo_file)
            return "cannot read '" + InPath + "': not a regular file";
          if (St.getSize() > MaxBufferBytes)
            return "'" + InPath + "' has " + std::to_string(St.getSize()) +
                   " bytes; the buffers may have " + std::to_string(MaxBufferBytes) +
                   " bytes in all";
          auto In = llvm::MemoryBuffer::getFile(InPath, /*IsText=*/false,
                                                /*RequiresNullTerminator=*/false);
          if (!In)
            return "cannot read '" + InPath + "': " + In.getError().message();
          llvm::StringRef Bytes = (*In)->getBuffer();
          A.Bytes.assign(Bytes.begin(), Bytes.end());
          A.Size = A.Bytes.size();
          Inputs.push_back(InPath);
        }
        if (A.Size > MaxBufferBytes - BufferBytes)
          return "a buffer of " + std::to_string(A.Size) + " bytes" +
                 (BufferBytes ? " after " + std::to_string(BufferBytes) + " bytes of others"
                              : std::string()) +
                 " exceeds the " + std::to_string(MaxBufferBytes) +
                 " bytes (1 GiB) the buffers may have in all";
        BufferBytes += A.Size;
        if (!OutPath.empty())
          Outs.push_back({KArgs.size(), I, OutPath});
        KArgs.push_back(std::move(A));
        return "";
      }
      ScalarTy ST;
      if (Rest.empty() && !FS.contains(':'))
        return InStruct ? "expected TYPE:VALUE, in:PATH, out:SIZE:PATH, inout:INPATH:OUTPATH, "
                          "align:N or pad:N"
                        : "expected TYPE:VALUE, in:PATH, out:SIZE:PATH, inout:INPATH:OUTPATH or "
                          "struct:FIELD,...";
      if (!parseScalarTy(Kind, ST))
        return "unknown type '" + Kind.str() +
               "' (expected u8..u64, s8..s64, b8..b64, f16, bf16, f32, f64, in, out" +
               (InStruct ? ", inout, align or pad)" : ", inout or struct)");
      uint64_t Bits = 0;
      std::string Why = scalarBits(ST, Rest, Bits);
      if (!Why.empty())
        return Why;
      A.K = KernelArg::Scalar;
      for (unsigned B = 0; B < ST.Bytes; ++B)
        A.Bytes.push_back(uint8_t(Bits >> (8 * B)));
      KArgs.push_back(std::move(A));
      return "";
    };
    if (Spec.startswith("texture:") || Spec.startswith("sampler:") ||
        Spec.startswith("surface:")) {
      // A texture, sampler or surface (TexObj.h): KEY=VALUE fields, then
      // (not for a sampler) the buffer of its texels. A parameter receives
      // the object's 8-byte handle (cudaTextureObject_t, a .texref param).
      tex::Object Obj;
      llvm::StringRef Kind = Spec.split(':').first;
      Obj.K = Kind == "texture" ? tex::Kind::Texture
              : Kind == "sampler" ? tex::Kind::Sampler : tex::Kind::Surface;
      if (BindVar && unsigned(Obj.K) + 1 != BindVar->Opaque)
        return Bad("the variable is a " +
                   std::string(BindVar->Opaque == 1 ? ".texref" : BindVar->Opaque == 2
                                                                     ? ".samplerref"
                                                                     : ".surfref"));
      if (!BindVar && KP.Size != 8)
        return Bad("an object's handle is 8 bytes (.param .u64, or .texref/.samplerref/"
                   ".surfref)");
      llvm::StringRef Rest = Spec.drop_front(Kind.size() + 1);
      std::string Fields, BufSpec;
      while (!Rest.empty()) {
        auto [Field, Tail] = Rest.split(',');
        if (isBufferKind(Field.split(':').first)) {
          BufSpec = Rest.str(); // the buffer is the last field
          break;
        }
        Fields += (Fields.empty() ? "" : ",") + Field.str();
        Rest = Tail;
      }
      if (BindVar && !BindVar->OpaqueInit.empty()) {
        // The initializer's fields first: the spec's override them.
        std::string Why = tex::parseFields(BindVar->OpaqueInit, Obj);
        if (!Why.empty())
          return Bad("the variable's initializer: " + Why);
      }
      std::string Why = tex::parseFields(Fields, Obj);
      if (Why.empty())
        Why = tex::validate(Obj);
      if (!Why.empty())
        return Bad(Kind.str() + ": " + Why);
      if (Obj.K == tex::Kind::Sampler) {
        if (!BufSpec.empty())
          return Bad("a sampler has no buffer");
      } else {
        if (BufSpec.empty())
          return Bad(Kind.str() + ": needs the buffer of its texels (in:PATH, out:SIZE:PATH or "
                                  "inout:IN:OUT) as the last field");
        size_t BufPiece = KArgs.size();
        Why = AddPiece(BufSpec, 0, true);
        if (!Why.empty())
          return Bad(Kind.str() + " buffer: " + Why);
        KArgs[BufPiece].NoAddress = true;
        KArgs[BufPiece].Param = unsigned(I);
        if (KArgs[BufPiece].Size < Obj.bytes())
          return Bad(Kind.str() + ": " + std::to_string(Obj.W) + " x " + std::to_string(Obj.H) +
                     " x " + std::to_string(Obj.D) + " elements of " +
                     std::to_string(Obj.elemBytes()) + " bytes" +
                     (Obj.Layers || Obj.Cube ? " x " + std::to_string(Obj.layerCount()) +
                                                 (Obj.Cube ? " faces" : " layers")
                                           : std::string()) +
                     (Obj.Levels > 1 ? " in " + std::to_string(Obj.Levels) + " mipmap levels"
                                     : std::string()) +
                     " need " + std::to_string(Obj.bytes()) + " bytes; the buffer has " +
                     std::to_string(KArgs[BufPiece].Size));
        Obj.Buffer = int(BufPiece);
      }
      KernelArg A;
      A.Label = Spec.str();
      A.Param = unsigned(I);
      A.K = KernelArg::Scalar;
      A.IsObject = true;
      A.Obj = Obj;
      if (BindVar)
        A.Bind = BindVar->Name;
      KArgs.push_back(std::move(A));
      continue;
    }
    if (BindVar)
      return Bad("expected texture:..., sampler:... or surface:...");
    if (Spec.startswith("tensormap:")) {
      // A tensor-map (PTX ISA 8.5 5.5.7) in the executor's encoding
      // (TensorMap.h) for a 128-byte parameter, and the global buffer it
      // describes: KEY=VALUE fields, then the buffer's spec.
      if (KP.Size != tmap::Bytes)
        return Bad("a tensor-map is 128 bytes (.param .align 64 .b8 tmap[128])");
      llvm::StringRef Rest = Spec.drop_front(10);
      tmap::TensorMap Map;
      bool HaveType = false, HaveDims = false, HaveBox = false, HaveStrides = false,
           HaveEStrides = false;
      llvm::SmallVector<uint64_t, 5> Strides, EStr, Box;
      std::string BufSpec;
      auto ListOf = [](llvm::StringRef V, llvm::SmallVectorImpl<uint64_t> &Out) {
        llvm::SmallVector<llvm::StringRef, 5> Parts;
        V.split(Parts, 'x');
        for (llvm::StringRef P : Parts) {
          uint64_t N;
          if (!parseU64(P, N))
            return false;
          Out.push_back(N);
        }
        return !Out.empty();
      };
      while (!Rest.empty()) {
        auto [Field, Tail] = Rest.split(',');
        auto [Key, Val] = Field.split('=');
        if (isBufferKind(Field.split(':').first)) {
          BufSpec = Rest.str(); // the buffer is the last field
          break;
        }
        Rest = Tail;
        llvm::SmallVector<uint64_t, 5> L;
        if (Key == "type") {
          if (!tmap::parseType(Val, Map.Type))
            return Bad("tensormap: unknown type '" + Val.str() +
                       "' (u8 u16 u32 s32 u64 s64 f16 f32 f64 bf16 f32ftz tf32 tf32ftz)");
          HaveType = true;
        } else if (Key == "dims" || Key == "box" || Key == "strides" || Key == "estrides") {
          if (!ListOf(Val, L) || L.size() > 5)
            return Bad("tensormap: expected " + Key.str() + "=N[xN...] (at most 5)");
          if (Key == "dims") {
            Map.Rank = unsigned(L.size());
            for (size_t D = 0; D < L.size(); ++D)
              Map.Dims[D] = L[D];
            HaveDims = true;
          } else if (Key == "box") {
            Box = L;
            HaveBox = true;
          } else if (Key == "strides") {
            Strides = L;
            HaveStrides = true;
          } else {
            EStr = L;
            HaveEStrides = true;
          }
        } else if (Key == "interleave") {
          int V = llvm::StringSwitch<int>(Val).Case("none", 0).Case("16B", 1).Case("32B", 2)
                      .Default(-1);
          if (V < 0)
            return Bad("tensormap: expected interleave=none|16B|32B");
          Map.Interleave = uint8_t(V);
        } else if (Key == "swizzle") {
          int V = llvm::StringSwitch<int>(Val).Case("none", 0).Case("32B", 1).Case("64B", 2)
                      .Case("128B", 3).Default(-1);
          if (V < 0)
            return Bad("tensormap: expected swizzle=none|32B|64B|128B");
          Map.Swizzle = uint8_t(V);
        } else if (Key == "fill") {
          int V = llvm::StringSwitch<int>(Val).Case("none", 0).Case("nan_request_zero_fma", 1)
                      .Default(-1);
          if (V < 0)
            return Bad("tensormap: expected fill=none|nan_request_zero_fma");
          Map.Fill = uint8_t(V);
        } else {
          return Bad("tensormap: unknown field '" + Field.str() +
                     "' (type=, dims=, strides=, box=, estrides=, interleave=, swizzle=, "
                     "fill=, then the buffer: in:PATH, out:SIZE:PATH or inout:IN:OUT)");
        }
      }
      if (!HaveType || !HaveDims || !HaveBox || BufSpec.empty())
        return Bad("tensormap: needs type=, dims=, box= and the buffer (in:PATH, "
                   "out:SIZE:PATH or inout:IN:OUT) as the last field");
      unsigned EB = tmap::elemBytes(Map.Type);
      if (Box.size() != Map.Rank || (HaveEStrides && EStr.size() != Map.Rank))
        return Bad("tensormap: box= and estrides= need one value per dimension (" +
                   std::to_string(Map.Rank) + ")");
      if (HaveStrides && Strides.size() != Map.Rank - 1)
        return Bad("tensormap: strides= gives the byte strides of dimensions 1.." +
                   std::to_string(Map.Rank - 1) + " (" + std::to_string(Map.Rank - 1) +
                   " values)");
      Map.Strides[0] = EB;
      for (unsigned D = 0; D < Map.Rank; ++D) {
        if (D && HaveStrides)
          Map.Strides[D] = Strides[D - 1];
        else if (D && __builtin_mul_overflow(Map.Strides[D - 1], Map.Dims[D - 1],
                                             &Map.Strides[D]))
          return Bad("tensormap: the packed stride of dimension " + std::to_string(D) +
                     " (the product of the dims below it and the element size) exceeds 2^64 "
                     "bytes");
        Map.Box[D] = uint32_t(std::min<uint64_t>(Box[D], 0xffffffffu));
        Map.EStrides[D] = HaveEStrides ? uint32_t(std::min<uint64_t>(EStr[D], 0xffffffffu)) : 1;
      }
      // The buffer's address stands in for the (16-byte aligned) allocation.
      Map.Addr = addrmap::GlobalBase;
      std::string Why = tmap::validate(Map);
      if (!Why.empty())
        return Bad("tensormap: " + Why);
      if (Map.Interleave)
        return Bad("tensormap: interleaved layouts are not supported by the executor");
      size_t BufPiece = KArgs.size();
      Why = AddPiece(BufSpec, 0, true);
      if (!Why.empty())
        return Bad("tensormap buffer: " + Why);
      KArgs[BufPiece].NoAddress = true;
      // The tensor's extent must lie inside the buffer.
      // Dims below 2^32 times strides below 2^40 can pass 2^64: such a sum
      // would wrap and let the map reach other buffers.
      uint64_t Last = EB;
      bool Wraps = false;
      for (unsigned D = 0; D < Map.Rank; ++D) {
        uint64_t Span;
        Wraps |= __builtin_mul_overflow(Map.Dims[D] - 1, Map.Strides[D], &Span) ||
                 __builtin_add_overflow(Last, Span, &Last);
      }
      if (Wraps)
        return Bad("tensormap: the tensor's extent (dims times strides) exceeds 2^64 bytes");
      if (Last > KArgs[BufPiece].Size)
        return Bad("tensormap: the tensor's last element ends at byte " + std::to_string(Last) +
                   ", past the buffer's " + std::to_string(KArgs[BufPiece].Size) + " bytes");
      KernelArg A;
      A.Label = Spec.str();
      A.Param = unsigned(I);
      A.K = KernelArg::Scalar;
      A.Bytes.assign(tmap::Bytes, 0);
      tmap::encode(Map, A.Bytes.data());
      A.MapOf = int(BufPiece);
      KArgs.push_back(std::move(A));
      continue;
    }
    if (Spec.startswith("struct:")) {
      // A by-value struct: the fields in order at C's offsets (each at the
      // next multiple of its own size; buffers are 8-byte pointers), the
      // whole padded to its largest alignment, which must give the
      // parameter's size. align:N and pad:N place fields another layout
      // (a nested struct, #pragma pack) puts elsewhere.
      llvm::SmallVector<llvm::StringRef, 8> Fields;
      Spec.drop_front(7).split(Fields, ',');
      uint64_t Off = 0, MaxAlign = 1;
      std::string Layout;
      for (size_t F = 0; F < Fields.size(); ++F) {
        llvm::StringRef FS = Fields[F];
        std::string Where = "field " + std::to_string(F) + " ('" + FS.str() + "')";
        if (FS.empty())
          return Bad(Where + ": empty field (struct:FIELD,FIELD,...)");
        auto [Kind, Rest] = FS.split(':');
        if (Kind == "struct")
          return Bad(Where + ": a struct field cannot be a struct: flatten it and place its "
                             "first field with align:N");
        if (Kind == "align" || Kind == "pad") {
          uint64_t N;
          if (!parseU64(Rest, N) || (Kind == "align" && (N == 0 || N > 256 || (N & (N - 1)))) ||
              (Kind == "pad" && N > KP.Size))
            return Bad(Where + (Kind == "align" ? ": expected align:N, N a power of two up to 256"
                                                : ": expected pad:N, N bytes"));
          if (Kind == "align") {
            Off = llvm::alignTo(Off, N);
            MaxAlign = std::max(MaxAlign, N);
          } else {
            Off += N;
          }
          continue;
        }
        uint64_t Bytes = FieldBytes(FS);
        if (Bytes)
          Off = llvm::alignTo(Off, Bytes);
        if (Bytes && Off + Bytes > KP.Size)
          return Bad(Where + " at offset " + std::to_string(Off) + " takes " +
                     std::to_string(Bytes) + " bytes, past the parameter's " +
                     std::to_string(KP.Size));
        std::string Why = AddPiece(FS, Off, true);
        if (!Why.empty())
          return Bad(Where + ": " + Why);
        Layout += (Layout.empty() ? "" : ", ") + std::to_string(Off) + ": " + FS.str();
        Off += Bytes;
        MaxAlign = std::max(MaxAlign, Bytes);
      }
      uint64_t Total = llvm::alignTo(Off, MaxAlign);
      if (Total != KP.Size)
        return Bad("the fields take " + std::to_string(Total) + " bytes (" + Layout +
                   "; padded to a multiple of " + std::to_string(MaxAlign) + ")" +
                   "; use align:N or pad:N where the struct's layout differs");
      continue;
    }
    llvm::StringRef Kind = Spec.split(':').first;
    std::string StructHint = KP.Size > 8 ? " (a struct parameter takes struct:FIELD,...)" : "";
    if (isBufferKind(Kind) && KP.Size != 8)
      return Bad("a buffer's address is 8 bytes; the parameter is not a 64-bit pointer" +
                 StructHint);
    if (uint64_t Bytes = FieldBytes(Spec); Bytes && !isBufferKind(Kind) && Bytes != KP.Size)
      return Bad(Kind.str() + " is " + std::to_string(Bytes) + " bytes" + StructHint);
    std::string Why = AddPiece(Spec, 0, false);
    if (!Why.empty())
      return Bad(Why);
  }
  for (const OutputSpec &Out : Outs)
    for (const std::string &In : Inputs)
      if (sameFile(Out.Path, In) || Out.Path == O.File) {
        Diags.report(DiagId::ExecBadArgument, SrcRange())
            << "output '" + Out.Path + "' is also an input; ptxlint run never writes input files";
        return Finish("error", ExitUsage);
      }

  // Cluster shape (PTX ISA 8.5 11.7, 11.8.1): --cluster, else
  // .reqnctapercluster, else one CTA; the launch fails where CUDA's would.
  Dim3 ReqCluster;
  bool HaveReq = false, Explicit = false, BlocksAreClusters = false;
  uint64_t MaxRank = 0;
  SrcRange DirRange = KRange;
  if (K.AST)
    for (const FuncDirective *D : K.AST->Directives) {
      llvm::StringRef Nm = D->Name.Text;
      if (Nm == ".reqnctapercluster" && !D->Values.empty()) {
        uint32_t *Out[3] = {&ReqCluster.X, &ReqCluster.Y, &ReqCluster.Z};
        for (size_t J = 0; J < D->Values.size() && J < 3; ++J)
          *Out[J] = uint32_t(std::max<uint64_t>(1, D->Values[J]));
        HaveReq = true;
        DirRange = D->Range;
      } else if (Nm == ".explicitcluster") {
        Explicit = true;
      } else if (Nm == ".maxclusterrank" && !D->Values.empty()) {
        MaxRank = D->Values[0];
      } else if (Nm == ".blocksareclusters") {
        BlocksAreClusters = true;
      }
    }
  auto LaunchError = [&](SrcRange R, const std::string &Msg) {
    Diags.report(DiagId::ExecBadArgument, R) << Msg;
    return Finish("error", ExitUsage);
  };
  auto DimStr = [](Dim3 D) {
    return std::to_string(D.X) + "," + std::to_string(D.Y) + "," + std::to_string(D.Z);
  };
  Dim3 Cluster = O.HaveCluster ? O.Cluster : ReqCluster;
  if (O.HaveCluster && HaveReq &&
      (O.Cluster.X != ReqCluster.X || O.Cluster.Y != ReqCluster.Y || O.Cluster.Z != ReqCluster.Z))
    return LaunchError(DirRange, "--cluster " + DimStr(O.Cluster) + " differs from the kernel's "
                                 ".reqnctapercluster " + DimStr(ReqCluster) +
                                 " (a launch with another cluster shape fails)");
  if (Explicit && !O.HaveCluster && !HaveReq)
    return LaunchError(KRange, "kernel '" + O.Kernel + "' is .explicitcluster: give --cluster "
                               "X[,Y[,Z]] (it has no .reqnctapercluster)");
  if (Cluster.count() > addrmap::MaxClusterCtas)
    return LaunchError(DirRange, "a cluster of " + std::to_string(Cluster.count()) +
                                     " CTAs exceeds the limit of " +
                                     std::to_string(addrmap::MaxClusterCtas));
  if (MaxRank && Cluster.count() > MaxRank)
    return LaunchError(KRange, "a cluster of " + std::to_string(Cluster.count()) +
                                   " CTAs exceeds the kernel's .maxclusterrank " +
                                   std::to_string(MaxRank));
  Dim3 Grid = O.Grid;
  if (BlocksAreClusters) // --grid counts clusters
    Grid = Dim3{O.Grid.X * Cluster.X, O.Grid.Y * Cluster.Y, O.Grid.Z * Cluster.Z};
  if (Grid.X % Cluster.X || Grid.Y % Cluster.Y || Grid.Z % Cluster.Z)
    return LaunchError(O.HaveCluster ? SrcRange() : DirRange,
                       "--grid " + DimStr(Grid) + " is not a whole number of clusters of " +
                           DimStr(Cluster) + " CTAs in every dimension");
  if (O.DynSmem > MaxDynamicSmem)
    return LaunchError(SrcRange(), "--dynamic-smem " + std::to_string(O.DynSmem) +
                                       " exceeds the " + std::to_string(MaxDynamicSmem) +
                                       " bytes of shared memory a CTA can have on any GPU");
  // A cooperative launch fails unless every CTA can be resident at once
  // (cudaErrorCooperativeLaunchTooLarge); the executor keeps all of them in
  // memory, so it caps the grid at what one GPU could hold.
  if (O.Cooperative && (std::max({Grid.X, Grid.Y, Grid.Z}) > MaxCooperativeCtas ||
                        Grid.count() > MaxCooperativeCtas ||
                        Grid.count() * O.Block.count() > MaxCooperativeThreads))
    return LaunchError(SrcRange(), "a cooperative launch of " + std::to_string(Grid.count()) +
                                       " CTAs of " + std::to_string(O.Block.count()) +
                                       " threads exceeds the limit of " +
                                       std::to_string(MaxCooperativeCtas) + " CTAs and " +
                                       std::to_string(MaxCooperativeThreads) +
                                       " threads (every CTA of the grid must be resident)");

  ExecOptions EO;
  EO.Grid = Grid;
  EO.Cluster = Cluster;
  EO.ExplicitCluster = O.HaveCluster || HaveReq;
  EO.Cooperative = O.Cooperative;
  EO.Block = O.Block;
  EO.DynamicSmem = O.DynSmem;
  EO.MaxSteps = O.MaxSteps;
  EO.MaxMemory = O.MaxMemory;
  EO.RandomSchedule = O.Random;
  EO.Seed = O.Seed;
  EO.TensorCore = O.HaveTensorCore ? O.TensorCore : defaultTcModel(moduleSm(M));
  llvm::raw_ostream &TraceOS = O.Json ? llvm::errs() : llvm::outs();
  if (O.Trace) {
    llvm::SourceMgr &SM = Diags.getSourceMgr();
    EO.Trace = [&](const TraceEvent &T) {
      TraceOS << "[ctaid " << T.Ctaid.X << "," << T.Ctaid.Y << "," << T.Ctaid.Z << " warp "
              << T.Warp << " mask " << llvm::format_hex(T.Mask, 10) << "] " << T.Pc << ": ";
      if (T.I->Stmt) {
        ResolvedLoc L = resolveLoc(SM, T.I->Stmt->Range);
        TraceOS << "line " << L.Line << ": " << T.I->Stmt->Range.text();
      } else {
        TraceOS << "(end of function: return)";
      }
      TraceOS << '\n';
    };
  }
  RunResult R = runKernel(*P, unsigned(KId), KArgs, EO, Diags);
  // Device printf output goes where a CUDA program's would: stdout (stderr
  // when stdout carries the JSON summary).
  if (!R.DeviceOutput.empty()) {
    (O.Json ? llvm::errs() : llvm::outs()) << R.DeviceOutput;
    (O.Json ? llvm::errs() : llvm::outs()).flush();
  }
  Summary["warp_steps"] = int64_t(R.WarpSteps);
  Summary["lane_steps"] = int64_t(R.LaneSteps);
  if (!R.Completed)
    return Finish("fault", ExitFault);

  llvm::json::Array OutJ;
  for (const OutputSpec &Out : Outs) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Out.Path, EC, llvm::sys::fs::OF_None);
    if (EC) {
      Diags.report(DiagId::ExecBadArgument, SrcRange())
          << "cannot write '" + Out.Path + "': " + EC.message();
      return Finish("error", ExitFault);
    }
    const std::vector<uint8_t> &B = R.Buffers[Out.ArgIndex];
    OS.write(reinterpret_cast<const char *>(B.data()), B.size());
    OutJ.push_back(llvm::json::Object{
        {"arg", int64_t(Out.Param)}, {"path", Out.Path}, {"bytes", int64_t(B.size())}});
  }
  return Finish("ok", ExitOk, std::move(OutJ));
}

//===- Decode.h - PTX AST to the executor's instruction form ----*- C++ -*-===//
//
// Decodes a parsed, sema-checked module once into a Program (ExecIR.h):
// lays out module variables in the executor's address map, assigns register
// slots, resolves labels, callees and symbols, and turns every instruction
// into an Instr. Forms the executor does not implement become Op::Unsupported
// carrying the reason; executing one reports exec-unsupported.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_DECODE_H
#define PTXLINT_EXEC_DECODE_H

#include "lib/exec/ExecIR.h"
#include "lib/support/Diagnostic.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <memory>

namespace ptx::exec {

/// Decodes \p M. Never fails: unsupported pieces are recorded in the code.
/// With \p FpContract, mul+add pairs that ptxas fuses run as one fused
/// multiply-add, as on the hardware (contractMulAdd).
/// With \p PtxasBugs, forms ptxas 13.0 miscompiles run as the GPU runs them
/// (modelPtxasBugs).
std::unique_ptr<Program> decodeModule(const Module &M, bool FpContract = true,
                                      bool PtxasBugs = true);

/// Rewrites the `add`/`sub` instructions of function \p F that ptxas
/// contracts with a preceding `mul` into fused multiply-adds
/// (DecodeContract.cpp).
void contractMulAdd(Program &P, FuncCode &F);

/// Marks the instructions of function \p F that ptxas 13.0 provably compiles
/// into something else than the PTX says, so that they run as on the GPU
/// (DecodePtxasBugs.cpp).
void modelPtxasBugs(Program &P, const FuncCode &F);

/// Warns (ptxas-miscompile) at every instruction of \p M, which sema
/// accepted, that ptxas 13.0 compiles into something else than the PTX says.
void reportPtxasMiscompiles(const Module &M, DiagnosticEngine &Diags);

/// Calls \p Fn with every slot \p I may write: its destinations and every
/// side-table slot (vector destinations, call results, matrix fragments), but
/// not the values of st, red and a packing mov, brx.idx's targets or a SIMD
/// video instruction's selectors.
void forEachMayWrite(const Program &P, const Instr &I, llvm::function_ref<void(uint32_t)> Fn);

} // namespace ptx::exec

#endif

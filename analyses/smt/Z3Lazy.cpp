//===- Z3Lazy.cpp - libz3 loaded on the first call into it ---------------===//
//
// Linking libz3 made every run map it and relocate it (23 MB, ~20,000
// relocations) before main: 0.6 ms of the 2 ms an empty module took, though
// only the analyses' solver questions use it. On x86-64 Linux ptxSmt links
// this file instead of libz3: each Z3 function Solver.cpp calls is a stub that
// jumps through a slot; the slots are empty until the first call, which
// dlopens libz3, fills every slot with dlsym and continues into the real
// function with the caller's registers intact.
//
// A Z3 function that is not listed below is an undefined symbol at link time:
// add it to PTXLINT_Z3_FUNCTIONS.
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

#ifndef PTXLINT_Z3_SONAME
#error "PTXLINT_Z3_SONAME must name the library to load"
#endif

#define PTXLINT_Z3_FUNCTIONS(X)                                                \
  X(Z3_ast_vector_dec_ref)                                                     \
  X(Z3_ast_vector_get)                                                         \
  X(Z3_ast_vector_inc_ref)                                                     \
  X(Z3_ast_vector_size)                                                        \
  X(Z3_dec_ref)                                                                \
  X(Z3_del_config)                                                             \
  X(Z3_del_context)                                                            \
  X(Z3_get_app_decl)                                                           \
  X(Z3_get_ast_kind)                                                           \
  X(Z3_get_decl_kind)                                                          \
  X(Z3_get_decl_name)                                                          \
  X(Z3_get_error_code)                                                         \
  X(Z3_get_error_msg)                                                          \
  X(Z3_get_numeral_decimal_string)                                             \
  X(Z3_get_numeral_uint64)                                                     \
  X(Z3_get_sort)                                                               \
  X(Z3_get_sort_kind)                                                          \
  X(Z3_get_symbol_string)                                                      \
  X(Z3_get_version)                                                            \
  X(Z3_inc_ref)                                                                \
  X(Z3_mk_config)                                                              \
  X(Z3_mk_context_rc)                                                          \
  X(Z3_mk_params)                                                              \
  X(Z3_mk_solver_for_logic)                                                    \
  X(Z3_mk_string_symbol)                                                       \
  X(Z3_model_dec_ref)                                                          \
  X(Z3_model_get_const_decl)                                                   \
  X(Z3_model_get_const_interp)                                                 \
  X(Z3_model_get_num_consts)                                                   \
  X(Z3_model_inc_ref)                                                          \
  X(Z3_params_dec_ref)                                                         \
  X(Z3_params_inc_ref)                                                         \
  X(Z3_params_set_uint)                                                        \
  X(Z3_parse_smtlib2_string)                                                   \
  X(Z3_set_ast_print_mode)                                                     \
  X(Z3_set_error_handler)                                                      \
  X(Z3_solver_assert)                                                          \
  X(Z3_solver_check)                                                           \
  X(Z3_solver_dec_ref)                                                         \
  X(Z3_solver_get_model)                                                       \
  X(Z3_solver_get_reason_unknown)                                              \
  X(Z3_solver_inc_ref)                                                         \
  X(Z3_solver_set_params)

extern "C" {
// One slot per function: its address in libz3 once bound, null before.
#define PTXLINT_Z3_SLOT(N) __attribute__((visibility("hidden"))) void *ptxlint_z3_slot_##N = nullptr;
PTXLINT_Z3_FUNCTIONS(PTXLINT_Z3_SLOT)
#undef PTXLINT_Z3_SLOT

__attribute__((visibility("hidden"))) void ptxlint_z3_bind();
}

// The stub of function N: the address of its slot in %r11 (not an argument
// register; the caller's arguments stay where the ABI put them), then the
// common dispatch.
#define PTXLINT_Z3_STUB(N)                                                     \
  asm(".text\n"                                                                \
      "  .globl " #N "\n"                                                      \
      "  .type " #N ", @function\n"                                            \
      "  .p2align 4\n" #N ":\n"                                                \
      "  leaq ptxlint_z3_slot_" #N "(%rip), %r11\n"                            \
      "  jmp ptxlint_z3_dispatch\n"                                            \
      "  .size " #N ", .-" #N "\n");
PTXLINT_Z3_FUNCTIONS(PTXLINT_Z3_STUB)
#undef PTXLINT_Z3_STUB

// Jump through the slot; if it is empty, bind every slot first, keeping the
// argument registers (integer, vector and %rax, which counts vector arguments
// of a variadic call) across the call. At entry %rsp is 8 mod 16; eight
// pushes and 136 bytes make it 0 mod 16 for the call.
asm(".text\n"
    "  .p2align 4\n"
    "  .type ptxlint_z3_dispatch, @function\n"
    "ptxlint_z3_dispatch:\n"
    "  movq (%r11), %r10\n"
    "  testq %r10, %r10\n"
    "  jz 1f\n"
    "  jmpq *%r10\n"
    "1:\n"
    "  pushq %rdi\n"
    "  pushq %rsi\n"
    "  pushq %rdx\n"
    "  pushq %rcx\n"
    "  pushq %r8\n"
    "  pushq %r9\n"
    "  pushq %rax\n"
    "  pushq %r11\n"
    "  subq $136, %rsp\n"
    "  movdqu %xmm0, 0(%rsp)\n"
    "  movdqu %xmm1, 16(%rsp)\n"
    "  movdqu %xmm2, 32(%rsp)\n"
    "  movdqu %xmm3, 48(%rsp)\n"
    "  movdqu %xmm4, 64(%rsp)\n"
    "  movdqu %xmm5, 80(%rsp)\n"
    "  movdqu %xmm6, 96(%rsp)\n"
    "  movdqu %xmm7, 112(%rsp)\n"
    "  call ptxlint_z3_bind\n"
    "  movdqu 0(%rsp), %xmm0\n"
    "  movdqu 16(%rsp), %xmm1\n"
    "  movdqu 32(%rsp), %xmm2\n"
    "  movdqu 48(%rsp), %xmm3\n"
    "  movdqu 64(%rsp), %xmm4\n"
    "  movdqu 80(%rsp), %xmm5\n"
    "  movdqu 96(%rsp), %xmm6\n"
    "  movdqu 112(%rsp), %xmm7\n"
    "  addq $136, %rsp\n"
    "  popq %r11\n"
    "  popq %rax\n"
    "  popq %r9\n"
    "  popq %r8\n"
    "  popq %rcx\n"
    "  popq %rdx\n"
    "  popq %rsi\n"
    "  popq %rdi\n"
    "  movq (%r11), %r10\n"
    "  jmpq *%r10\n"
    "  .size ptxlint_z3_dispatch, .-ptxlint_z3_dispatch\n");

static void bindAll() {
  void *H = dlopen(PTXLINT_Z3_SONAME, RTLD_NOW | RTLD_LOCAL);
#ifdef PTXLINT_Z3_PATH
  if (!H)
    H = dlopen(PTXLINT_Z3_PATH, RTLD_NOW | RTLD_LOCAL);
#endif
  if (!H) {
    std::fprintf(stderr, "ptxlint: cannot load Z3 for the SMT-backed analyses: %s\n",
                 dlerror());
    std::exit(2);
  }
#define PTXLINT_Z3_BIND(N)                                                     \
  if (!(ptxlint_z3_slot_##N = dlsym(H, #N))) {                                 \
    std::fprintf(stderr, "ptxlint: %s has no %s\n", PTXLINT_Z3_SONAME, #N);   \
    std::exit(2);                                                              \
  }
  PTXLINT_Z3_FUNCTIONS(PTXLINT_Z3_BIND)
#undef PTXLINT_Z3_BIND
}

void ptxlint_z3_bind() {
  static std::once_flag Once;
  std::call_once(Once, bindAll);
}

// clang_nvptx_builtins.cu - ptxlint differential sweep input (helper-204):
// clang-14 --cuda-device-only -nocudainc -nocudalib output (LLVM 14 NVPTX),
// header-free: NVVM builtins for special registers, atomics of each width
// and scope, shuffles/votes/match/redux, ldg/ldu, fences, fast math and
// conversions, wmma fragments, a device function table, printf (vprintf),
// dynamic shared memory and local arrays. See build.sh.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
extern "C" __device__ int vprintf(const char*, void*);
extern __shared__ float dyn[];
__constant__ float coef[16];
__device__ unsigned long long g_counter;

struct Args { int a; double b; const char* s; };

__device__ __attribute__((noinline)) float poly(float x) {
  float r = 0;
  for (int i = 15; i >= 0; --i) r = __builtin_fmaf(r, x, coef[i]);
  return r;
}
__device__ __attribute__((noinline)) float act_relu(float x) { return x > 0 ? x : 0; }
__device__ __attribute__((noinline)) float act_tanh(float x) { return __nvvm_ex2_approx_f(x) - __nvvm_lg2_approx_f(x + 2.f); }
typedef float (*act_fn)(float);
__device__ act_fn acts[2] = {act_relu, act_tanh};

__global__ void builtins(float* out, const float* __restrict__ in, int n, int which, int* i32, long long* i64,
                         unsigned* u32) {
  int t = __nvvm_read_ptx_sreg_tid_x();
  int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + t;
  float x = i < n ? __nvvm_ldg_f(in + i) : 0.f;
  float local[8];
  for (int k = 0; k < 8; ++k) local[k] = poly(x + k);
  x = acts[which & 1](local[i & 7]);
  dyn[t] = x;
  __nvvm_bar_sync(0);
  x += dyn[(t + 1) % __nvvm_read_ptx_sreg_ntid_x()];
  x += __nvvm_shfl_sync_bfly_f32(0xffffffff, x, 1, 31);
  x += __nvvm_shfl_sync_idx_f32(0xffffffff, x, 0, 31);
  unsigned b = __nvvm_vote_ballot_sync(0xffffffff, x > 0);
  int any = __nvvm_vote_any_sync(0xffffffff, x > 1.f);
  unsigned m = __nvvm_match_any_sync_i32(0xffffffff, (unsigned)i & 3);
  __nvvm_atom_add_gen_i(i32, 1);
  __nvvm_atom_cta_add_gen_i(i32 + 1, 2);
  __nvvm_atom_sys_max_gen_i(i32 + 2, t);
  __nvvm_atom_add_gen_ll(i64, (long long)t);
  __nvvm_atom_cas_gen_i(i32 + 3, 0, t);
  __nvvm_atom_xor_gen_ll(i64 + 1, 0x55ll);
  __nvvm_atom_inc_gen_ui(u32, 17u);
  __nvvm_atom_add_gen_f(out + n, x);
  __nvvm_atom_add_gen_d((double*)(out + n + 2), (double)x);
  __nvvm_membar_gl();
  __nvvm_membar_cta();
  __nvvm_membar_sys();
  float y = __nvvm_fma_rn_ftz_f(x, 2.f, 1.f) + __nvvm_sqrt_rn_f(x * x) + __nvvm_rcp_rn_d(x) + __nvvm_div_approx_f(x, 3.f);
  int c = __nvvm_f2i_rz(y) + (int)__nvvm_f2ull_rp(y) + __builtin_popcount(b) + __builtin_clzll((long long)i | 1) + any + m;
  unsigned short h = __nvvm_f2h_rn(y);
  out[i] = y + c + h;
  if (i == 0) {
    Args a = {c, (double)y, "builtins"};
    vprintf("%d %f %s\n", &a);
  }
  __nvvm_atom_add_gen_ll((long long*)&g_counter, 1);
}

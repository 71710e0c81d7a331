// CUDA in the shapes clang/LLVM's NVPTX back end writes PTX for (the front
// end of XLA, Triton's LLVM-based lowering and clang -x cuda). Compiled by
// utils/corpus/build-clang-corpus.sh with clang++-16 into
// test/corpus/Inputs/llvm16/; also valid nvcc input. Features: the .func ABI
// (byte, short, bool, struct, vector and double parameters and returns,
// callseq blocks), indirect calls through a prototype, recursion with a
// local depot, vprintf, atomics of every width and scope, fences, warp
// collectives, static and dynamic shared memory with vector accesses,
// __launch_bounds__, __ldg, half arithmetic, inline asm with scoped
// registers, and globals initialized with addresses of other globals.
#include <cuda_fp16.h>
#include <cstdio>

struct Pair { int a; float b; };
struct alignas(16) Quad { float x, y, z, w; };

__device__ int g_counter;
__device__ unsigned long long g_wide;
__device__ float g_table[4] = {1.f, 2.f, 3.f, 4.f};
__device__ float *g_table_ptr = &g_table[2];
__device__ int *g_ptrs[2] = {&g_counter, nullptr};
__constant__ double c_coeffs[3] = {0.5, -1.25, 3.0};

__device__ __noinline__ Pair make_pair(char c, short s, bool flag, double d) {
  Pair p;
  p.a = c + s + (flag ? 1 : 0);
  p.b = (float)(d * c_coeffs[1]);
  return p;
}

__device__ __noinline__ Quad scale_quad(Quad q, float f) {
  q.x *= f; q.y *= f; q.z *= f; q.w *= f;
  return q;
}

__device__ __noinline__ int fact(int n) {
  volatile int scratch[8];
  for (int i = 0; i < 8; ++i) scratch[i] = n + i;
  return n <= 1 ? scratch[0] - n + 1 : n * fact(n - 1);
}

typedef float (*unary_fn)(float);
__device__ __noinline__ float twice(float x) { return 2.f * x; }
__device__ __noinline__ float negate(float x) { return -x; }
__device__ unary_fn g_fns[2] = {twice, negate};

__global__ void __launch_bounds__(256, 2)
abi_calls(const int *in, float *out, Quad *qout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = __ldg(&in[i]);
  Pair p = make_pair((char)v, (short)(v >> 8), v & 1, (double)v);
  Quad q = {p.b, (float)p.a, *g_table_ptr, 1.f};
  qout[i] = scale_quad(q, 0.5f);
  out[i] = g_fns[v & 1]((float)fact(v & 7)) + p.b;
  if (i == 0) printf("counter %d wide %llu\n", g_counter, g_wide);
}

__global__ void atomics_fences(int *ip, unsigned long long *lp, float *fp, double *dp, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(ip, 1);
  atomicAdd_block(ip + 1, 2);
  atomicAdd_system(ip + 2, 3);
  atomicMax(ip + 3, i);
  atomicMin((unsigned *)ip + 4, (unsigned)i);
  atomicInc((unsigned *)ip + 5, 17u);
  atomicDec((unsigned *)ip + 6, 17u);
  atomicExch(ip + 7, i);
  atomicCAS(lp, (unsigned long long)i, 7ull);
  atomicAdd(lp + 1, 5ull);
  atomicAnd(lp + 2, 0xff00ff00ff00ffull);
  atomicAdd(fp, 0.5f);
  atomicAdd(dp, 0.25);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
  *g_ptrs[0] += 1;
  g_wide += i;
}

__global__ void warp_and_shared(const float *in, float *out, int n) {
  __shared__ float4 tile[64];
  extern __shared__ int2 dyn[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  float v = i < n ? in[i] : 0.f;
  if (t < 64) tile[t] = make_float4(v, v + 1, v + 2, v + 3);
  dyn[t] = make_int2(t, i);
  __syncthreads();
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, off);
  unsigned b = __ballot_sync(0xffffffffu, v > 0.f);
  unsigned m = __match_any_sync(0xffffffffu, t & 3);
  float4 w = tile[t & 63];
  int2 d = dyn[(t + 1) % blockDim.x];
  float nb = __shfl_xor_sync(0xffffffffu, w.y, 1);
  __syncwarp();
  if (i < n)
    out[i] = v + w.x + w.w + d.x + (float)__popc(b & m) + nb;
}

__global__ void half_and_asm(const __half2 *in, __half2 *out, unsigned *bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 h = in[i];
  __half2 r = __hfma2(h, h, __float2half2_rn(1.0f));
  out[i] = __hmax2(r, __hneg2(h));
  unsigned x = (unsigned)i, y;
  asm("{\n\t.reg .pred p;\n\t.reg .b32 t;\n\t"
      "setp.ne.u32 p, %1, 0;\n\t"
      "selp.b32 t, %1, 1, p;\n\t"
      "brev.b32 %0, t;\n\t}" : "=r"(y) : "r"(x));
  bits[i] = y;
}

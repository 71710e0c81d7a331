// spill_maxrreg32_pipeline_roles.cu - ptxlint real-PTX corpus
//
// Covers code built with -maxrregcount=32 and --extensible-whole-program
// (the long spelling) with --fmad=false: a kernel with dynamically indexed
// local arrays of several element types (float, double, a 24-byte struct)
// kept in the local depot, reached through computed addresses in loops;
// cuda::pipeline with producer and consumer roles
// (cuda::make_pipeline(block, &shared_state, role)) over a multi-stage
// cuda::memcpy_async ring, next to a block-scope cuda::barrier with
// arrive/wait tokens; __nanosleep backoff on a flag; the address-space
// predicates __isGlobal/__isShared/__isLocal/__isConstant and the
// conversions __cvta_generic_to_shared/__cvta_generic_to_local/
// __cvta_generic_to_global and back; recursion through virtual functions
// (an expression tree evaluated by virtual eval calling itself).
// corpus-nvcc-flags: -maxrregcount=32 --extensible-whole-program --fmad=false
// corpus-nvcc-flags-G: -maxrregcount=32 --fmad=false -lineinfo
// corpus-quick-archs: sm_75 sm_89 sm_120a
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <new>

#include "corpus_features.cuh"

#pragma nv_diag_suppress static_var_with_dynamic_init

namespace cg = cooperative_groups;

struct Rec {
  double w;
  float x, y;
  int id, pad;
};

__global__ void local_depot_spill(float* out, const int* idx, const float* in, int n) {
  float acc[48];
  double hist[16];
  Rec recs[8];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  for (int k = 0; k < 48; ++k) acc[k] = in[(t + k) % n];
  for (int k = 0; k < 16; ++k) hist[k] = 0.0;
  for (int k = 0; k < 8; ++k) recs[k] = Rec{k * 0.5, in[k % n], -in[k % n], k, 0};
  for (int r = 0; r < 32; ++r) {
    int j = idx[(t * 32 + r) % n] & 47;
    int h = j & 15;
    acc[j] = acc[j] * 1.0625f + acc[(j + 7) % 48];
    hist[h] += acc[j];
    Rec& q = recs[j & 7];
    q.w += hist[h];
    q.x = fmaxf(q.x, acc[j]);
    q.id ^= j;
  }
  float s = 0.0f;
  for (int k = 0; k < 48; ++k) s += acc[k] * (k + 1);
  for (int k = 0; k < 8; ++k) s += static_cast<float>(recs[k].w) + recs[k].x + recs[k].id;
  out[t] = s;
}

constexpr int kStages = 3;
constexpr int kTile = 128;

__global__ void pipeline_roles(float* out, const float* in, int tiles) {
  auto block = cg::this_thread_block();
  __shared__ float buf[kStages][kTile];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kStages> state;
  bool producer = threadIdx.x < 32;
  auto role = producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
  auto pipe = cuda::make_pipeline(block, &state, role);
  if (producer) {
    for (int t = 0; t < tiles; ++t) {
      pipe.producer_acquire();
      cuda::memcpy_async(buf[t % kStages] + threadIdx.x * 4, in + t * kTile + threadIdx.x * 4,
                         cuda::aligned_size_t<16>(16), pipe);
      pipe.producer_commit();
    }
  } else {
    float sum = 0.0f;
    for (int t = 0; t < tiles; ++t) {
      pipe.consumer_wait();
      sum += buf[t % kStages][(threadIdx.x - 32) % kTile];
      pipe.consumer_release();
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
  }
}

__global__ void barrier_tokens(float* data, int n) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float tile[256];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x % 256] = i < n ? data[i] : 0.0f;
  auto token = bar.arrive();
  bar.wait(cuda::std::move(token));
  float v = tile[(threadIdx.x + 1) % 256];
  bar.arrive_and_wait();
  if (i < n) data[i] = v;
}

__device__ int ready_flag;

__global__ void spaces_backoff(unsigned long long* info, const float* g, int n) {
  __shared__ float sh[32];
  float loc[4];
  int t = threadIdx.x;
  loc[t & 3] = g[t % n];
  sh[t & 31] = loc[t & 3];
  const void* ptrs[4] = {g, sh, loc, &ready_flag};
  const void* p = ptrs[t & 3];
  unsigned long long bits = (__isGlobal(p) ? 1u : 0u) | (__isShared(p) ? 2u : 0u) |
                            (__isLocal(p) ? 4u : 0u) | (__isConstant(p) ? 8u : 0u);
  size_t s = __cvta_generic_to_shared(sh + (t & 31));
  size_t l = __cvta_generic_to_local(loc + (t & 3));
  size_t gl = __cvta_generic_to_global(g + t % n);
  float back = *static_cast<float*>(__cvta_shared_to_generic(s)) +
               *static_cast<float*>(__cvta_local_to_generic(l)) +
               *static_cast<const float*>(__cvta_global_to_generic(gl));
  if (t == 0) atomicExch(&ready_flag, 1);
  unsigned ns = 32;
  while (atomicAdd(&ready_flag, 0) == 0) {
    __nanosleep(ns);
    if (ns < 4096) ns <<= 1;
  }
  info[blockIdx.x * blockDim.x + t] = bits | (static_cast<unsigned long long>(s & 0xffff) << 8) |
                                      (static_cast<unsigned long long>(back > 0.0f) << 40);
}

struct Node {
  __device__ virtual ~Node() {}
  __device__ virtual float eval(const float* vars) const = 0;
};

struct Var : Node {
  int k;
  __device__ explicit Var(int k_) : k(k_) {}
  __device__ float eval(const float* vars) const override { return vars[k]; }
};

struct BinOp : Node {
  const Node* l;
  const Node* r;
  char op;
  __device__ BinOp(const Node* a, const Node* b, char o) : l(a), r(b), op(o) {}
  __device__ float eval(const float* vars) const override {
    float a = l->eval(vars), b = r->eval(vars);
    return op == '+' ? a + b : op == '*' ? a * b : a - b;
  }
};

// A chain of depth `depth` built in a local buffer with placement new; eval
// recurses through the virtual calls.
__global__ void virtual_recursion(float* out, const float* vars, int depth) {
  alignas(BinOp) unsigned char store[8][sizeof(BinOp)];
  alignas(Var) unsigned char leaves[2][sizeof(Var)];
  const Node* cur = new (leaves[0]) Var(threadIdx.x & 3);
  const Node* other = new (leaves[1]) Var((threadIdx.x + 1) & 3);
  int d = depth < 8 ? depth : 8;
  for (int k = 0; k < d; ++k) cur = new (store[k]) BinOp(cur, other, "+*-"[k % 3]);
  out[blockIdx.x * blockDim.x + threadIdx.x] = cur->eval(vars);
}

// -maxrregcount=32 shapes NVVM's code on sm_75 to sm_89 (the PTX differs
// from a build without it); for sm_90 and later nvcc 13.0 prints "ptxas
// warning : Too big maxrregcount value specified 32, will be ignored" and
// the PTX is the same as without it (checked on sm_90a). (Kept at the end of
// the file so the -lineinfo builds' line numbers stay those of the corpus.)

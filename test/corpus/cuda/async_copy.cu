// async_copy.cu - ptxlint real-PTX corpus
//
// Covers asynchronous global->shared copies and split barriers (Ampere style;
// the Hopper bulk/TMA variants live in hopper_cluster_tma.cu):
//   * cuda_pipeline.h primitives: __pipeline_memcpy_async (4/8/16 bytes, with
//     zero-fill), __pipeline_commit, __pipeline_wait_prior
//   * cuda::pipeline<thread_scope_thread> with cuda::memcpy_async and
//     cuda::aligned_size_t, multi-stage double buffering
//   * block-scoped cuda::pipeline with pipeline_shared_state, producer /
//     consumer roles
//   * cuda::barrier<thread_scope_block> + cuda::memcpy_async completion,
//     arrive()/wait(token), arrive_and_wait, arrive_and_drop, barrier_native_handle
//   * cooperative_groups::memcpy_async + cg::wait / cg::wait_prior
//   * raw inline PTX: cp.async.{ca,cg}.shared.global with src-size and L2
//     prefetch hints, createpolicy + .L2::cache_hint, cp.async.commit_group /
//     wait_group / wait_all, cp.async.mbarrier.arrive(.noinc), mbarrier.init /
//     arrive / arrive_drop / test_wait(.parity) / pending_count / inval
// On sm_75 the library paths fall back to synchronous copies; raw cp.async
// and mbarrier inline PTX is guarded for sm_80+.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>

#include "corpus_features.cuh"

namespace cg = cooperative_groups;

// cuda::barrier / pipeline_shared_state in __shared__ have constructors that
// must not run; they are initialised with init() / make_pipeline() instead.
#pragma nv_diag_suppress static_var_with_dynamic_init

// 1. Primitive interface: each thread copies its own 16-byte element to shared
//    memory; a tail element is zero-filled.
extern "C" __global__ void pipeline_primitives(const float4* __restrict__ in, float4* __restrict__ out, int n) {
  __shared__ float4 tile[256];
  __shared__ int2 small[256];
  __shared__ float scalars[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int t = threadIdx.x;
  if (t < 256) {
    const float4* src = in + (i < n ? i : 0);
    // size 16, zero-fill the whole element when out of range
    __pipeline_memcpy_async(&tile[t], src, sizeof(float4), i < n ? 0 : sizeof(float4));
    __pipeline_memcpy_async(&small[t], reinterpret_cast<const int2*>(src), sizeof(int2));
    __pipeline_memcpy_async(&scalars[t], reinterpret_cast<const float*>(src) + 3, sizeof(float));
  }
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  if (t < 256 && i < n) {
    float4 v = tile[255 - t];
    v.x += __int_as_float(small[t].x) + scalars[t];
    out[i] = v;
  }
}

// 2. Thread-scope cuda::pipeline, two-stage double buffering over a grid-stride loop.
template <int BLOCK>
__global__ void pipeline_double_buffer(const float* __restrict__ in, float* __restrict__ out, int n) {
  __shared__ alignas(16) float buf[2][BLOCK];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const int stride = gridDim.x * BLOCK;
  int base = blockIdx.x * BLOCK;
  int stage = 0;
  // prologue: start stage 0
  pipe.producer_acquire();
  if (base + (int)threadIdx.x < n)
    cuda::memcpy_async(&buf[0][threadIdx.x], &in[base + threadIdx.x], cuda::aligned_size_t<4>(sizeof(float)), pipe);
  pipe.producer_commit();
  for (; base < n; base += stride) {
    int next = base + stride;
    pipe.producer_acquire();
    if (next + (int)threadIdx.x < n)
      cuda::memcpy_async(&buf[stage ^ 1][threadIdx.x], &in[next + threadIdx.x],
                         cuda::aligned_size_t<4>(sizeof(float)), pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<1>(pipe);
    if (base + (int)threadIdx.x < n) out[base + threadIdx.x] = buf[stage][threadIdx.x] * 2.0f;
    pipe.consumer_release();
    stage ^= 1;
  }
}
template __global__ void pipeline_double_buffer<128>(const float*, float*, int);
template __global__ void pipeline_double_buffer<256>(const float*, float*, int);

// 3. Block-scoped pipeline with shared state: the whole block copies a tile.
constexpr int kStages = 2;
constexpr int kTile = 512;

__global__ void block_pipeline(const int* __restrict__ in, int* __restrict__ out, int ntiles) {
  __shared__ alignas(16) int tiles[kStages][kTile];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kStages> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  for (int t = blockIdx.x, s = 0; t < ntiles; t += gridDim.x, ++s) {
    int slot = s % kStages;
    pipe.producer_acquire();
    cuda::memcpy_async(block, tiles[slot], in + (size_t)t * kTile, cuda::aligned_size_t<16>(sizeof(int) * kTile),
                       pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    long long acc = 0;
    for (int k = threadIdx.x; k < kTile; k += blockDim.x) acc += tiles[slot][k];
    atomicAdd(out + t, (int)acc);
    pipe.consumer_release();
  }
}

// 4. cuda::barrier with memcpy_async completion and split arrive/wait.
__global__ void barrier_memcpy(const double* __restrict__ in, double* __restrict__ out, int n) {
  __shared__ alignas(16) double smem[256];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  int base = blockIdx.x * 256;
  int count = min(256, n - base);
  if (count <= 0) return;  // uniform across the block
  cuda::memcpy_async(block, smem, in + base, sizeof(double) * count, bar);
  cuda::barrier<cuda::thread_scope_block>::arrival_token tok = bar.arrive();
  bar.wait(std::move(tok));
  for (int k = threadIdx.x; k < count; k += blockDim.x) out[base + k] = smem[count - 1 - k] + 1.0;
  bar.arrive_and_wait();
#if CORPUS_SM80
  // One more phase, driven through the native handle (the raw mbarrier word).
  auto* raw = cuda::device::barrier_native_handle(bar);
  unsigned raw_s = (unsigned)__cvta_generic_to_shared(raw);
  unsigned long long st;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(st) : "r"(raw_s) : "memory");
  unsigned ready = 0;
  while (!ready) {
    asm volatile(
        "{\n\t.reg .pred p;\n\tmbarrier.test_wait.shared.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
        : "=r"(ready)
        : "r"(raw_s), "l"(st)
        : "memory");
  }
#endif
}

// Early-exit participants use arrive_and_drop.
__global__ void barrier_drop(const int* in, int* out, int n) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ int partial[1024];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = (i < n) ? in[i] : 0;
  if (threadIdx.x >= 64) {
    (void)bar.arrive_and_drop();
    return;
  }
  bar.arrive_and_wait();
  int sum = 0;
  for (unsigned k = threadIdx.x; k < blockDim.x; k += 64) sum += partial[k];
  out[blockIdx.x * 64 + threadIdx.x] = sum;
}

// 5. cooperative_groups::memcpy_async with wait / wait_prior on a warp tile.
__global__ void cg_memcpy_async(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out,
                                int n) {
  __shared__ alignas(16) float sa[256];
  __shared__ alignas(16) float sb[256];
  auto block = cg::this_thread_block();
  int base = blockIdx.x * 256;
  int count = min(256, n - base);
  if (count <= 0) return;
  cg::memcpy_async(block, sa, a + base, sizeof(float) * count);
  cg::memcpy_async(block, sb, b + base, cuda::aligned_size_t<4>(sizeof(float) * count));
  cg::wait_prior<1>(block);  // sa is ready
  cg::wait(block);           // sb is ready too
  for (int k = block.thread_rank(); k < count; k += block.size()) out[base + k] = sa[k] * sb[count - 1 - k];
  block.sync();  // the warp below updates elements written by other warps
  auto warp = cg::tiled_partition<32>(block);
  __shared__ alignas(16) float wbuf[32];
  if (warp.meta_group_rank() == 0 && count >= 32) {
    cg::memcpy_async(warp, wbuf, a + base, sizeof(float) * 32);
    cg::wait(warp);
    out[base + warp.thread_rank()] += wbuf[31 - warp.thread_rank()];
  }
}

// 6. Raw PTX: cp.async with cache policies, groups and mbarrier completion.
#if CORPUS_SM80
__device__ __forceinline__ unsigned smem_addr(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
#endif

__global__ void raw_cp_async(const int4* __restrict__ in, int4* __restrict__ out, int n) {
  __shared__ alignas(16) int4 s16[128];
  __shared__ alignas(8) int2 s8[128];
  __shared__ int s4[128];
#if CORPUS_SM80
  __shared__ alignas(8) unsigned long long mbar;
#endif
  int i = blockIdx.x * 128 + threadIdx.x;
  int t = threadIdx.x;
  if (blockDim.x != 128) return;  // launch with 128 threads (uniform exit)
#if CORPUS_SM80
  unsigned bar = smem_addr(&mbar);
  if (t == 0) asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(bar), "r"(128) : "memory");
  __syncthreads();
  const int4* src = in + (i < n ? i : 0);
  unsigned src_size = i < n ? 16u : 0u;  // 0 -> zero fill
  unsigned long long policy;
  asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(policy));
  asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;" ::"r"(smem_addr(&s16[t])), "l"(src),
               "r"(src_size)
               : "memory");
  asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], 8, %2;" ::"r"(smem_addr(&s8[t])), "l"(src),
               "l"(policy)
               : "memory");
  asm volatile("cp.async.commit_group;" ::: "memory");
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(smem_addr(&s4[t])), "l"(src) : "memory");
  asm volatile("cp.async.commit_group;" ::: "memory");
  asm volatile("cp.async.wait_group 1;" ::: "memory");
  // the last group completes on the mbarrier instead
  asm volatile("cp.async.mbarrier.arrive.shared.b64 [%0];" ::"r"(bar) : "memory");
  unsigned long long state;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(bar) : "memory");
  unsigned done = 0;
  while (!done) {
    asm volatile(
        "{\n\t"
        ".reg .pred p;\n\t"
        "mbarrier.test_wait.shared.b64 p, [%1], %2;\n\t"
        "selp.b32 %0, 1, 0, p;\n\t"
        "}"
        : "=r"(done)
        : "r"(bar), "l"(state)
        : "memory");
  }
  asm volatile("cp.async.wait_all;" ::: "memory");
  __syncthreads();
  unsigned pending = 0;
  if (t == 0) {
    asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(pending) : "l"(state));
    asm volatile("mbarrier.inval.shared.b64 [%0];" ::"r"(bar) : "memory");
  }
#else
  const int4* src = in + (i < n ? i : 0);
  s16[t] = i < n ? *src : make_int4(0, 0, 0, 0);
  s8[t] = *reinterpret_cast<const int2*>(src);
  s4[t] = src->x;
  __syncthreads();
  unsigned pending = 0;
#endif
  if (i < n) {
    int4 v = s16[127 - t];
    v.x += s8[t].x + s4[t] + (int)pending;
    out[i] = v;
  }
}

// 7. Phase-parity waits on a raw mbarrier, with noinc arrivals and arrive_drop.
__global__ void raw_mbarrier_parity(const float* in, float* out, int iters) {
#if CORPUS_SM80
  __shared__ alignas(8) unsigned long long mbar;
#endif
  __shared__ float stage[64];
  if (blockDim.x != 64) return;
#if CORPUS_SM80
  unsigned bar = (unsigned)__cvta_generic_to_shared(&mbar);
  if (threadIdx.x == 0) asm volatile("mbarrier.init.shared::cta.b64 [%0], 64;" ::"r"(bar) : "memory");
  __syncthreads();
  float acc = 0.0f;
  for (int it = 0; it < iters; ++it) {
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"((unsigned)__cvta_generic_to_shared(
                     &stage[threadIdx.x])),
                 "l"(in + it * 64 + threadIdx.x)
                 : "memory");
    // noinc: the async arrival counts against the 64 expected arrivals
    asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];" ::"r"(bar) : "memory");
    unsigned parity = it & 1;
    unsigned ok = 0;
    do {
      asm volatile(
          "{\n\t"
          ".reg .pred P1;\n\t"
          "mbarrier.test_wait.parity.shared::cta.b64 P1, [%1], %2;\n\t"
          "selp.b32 %0, 1, 0, P1;\n\t"
          "}"
          : "=r"(ok)
          : "r"(bar), "r"(parity)
          : "memory");
    } while (!ok);
    acc += stage[63 - threadIdx.x];
    __syncthreads();  // everyone has read stage before it is overwritten
  }
  out[blockIdx.x * 64 + threadIdx.x] = acc;
#else
  float acc = 0.0f;
  for (int it = 0; it < iters; ++it) {
    stage[threadIdx.x] = in[it * 64 + threadIdx.x];
    __syncthreads();
    acc += stage[63 - threadIdx.x];
    __syncthreads();
  }
  out[blockIdx.x * 64 + threadIdx.x] = acc;
#endif
}

// libcu++ compiled by nvcc (library-heavy round): cuda::pipeline and
// cuda::memcpy_async with cuda::barrier, cuda::atomic_ref at three scopes,
// cuda::std::bit_cast / popcount / countl_zero / countr_zero / rotl /
// bit_width. Integer results, predicted by lib_cuda.py.
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cuda/atomic>
#include <cuda/std/bit>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Double-buffered pipeline over chunks of 128 ints: out[i] = in[i] * 2 + 1,
// summed per block into sums[blockIdx.x] (shared atomic_ref, block scope).
extern "C" __global__ void pipe2(const int *in, int *out, int *sums, int chunks) {
  constexpr int C = 128, STAGES = 2;
  __shared__ int buf[STAGES][C];
  __shared__ int total;
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> st;
  auto block = cg::this_thread_block();
  if (threadIdx.x == 0) total = 0;
  auto pipe = cuda::make_pipeline(block, &st);
  const int *src = in + blockIdx.x * chunks * C;
  int *dst = out + blockIdx.x * chunks * C;
  int fetched = 0;
  for (int c = 0; c < chunks; ++c) {
    for (; fetched < chunks && fetched < c + STAGES; ++fetched) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[fetched % STAGES], src + fetched * C,
                         cuda::aligned_size_t<16>(sizeof(int) * C), pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    int v = buf[c % STAGES][threadIdx.x] * 2 + 1;
    dst[c * C + threadIdx.x] = v;
    cuda::atomic_ref<int, cuda::thread_scope_block> t(total);
    t.fetch_add(v, cuda::std::memory_order_relaxed);
    pipe.consumer_release();
  }
  block.sync();
  if (threadIdx.x == 0) sums[blockIdx.x] = total;
}

// cuda::barrier + cuda::memcpy_async (per-thread and whole-block copies).
extern "C" __global__ void bar_copy(const int *in, int *out) {
  __shared__ int s[256];
  __shared__ int r[64];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, s, in + blockIdx.x * 256, sizeof(int) * 256, bar);
  if (threadIdx.x < 64)
    cuda::memcpy_async(&r[threadIdx.x], in + 1024 + threadIdx.x, sizeof(int), bar);
  bar.arrive_and_wait();
  int t = threadIdx.x;
  out[blockIdx.x * 128 + t] = s[t] - s[255 - t] + r[t % 64];
  auto tok = bar.arrive();
  bar.wait(cuda::std::move(tok));
  out[4 * 128 + blockIdx.x * 128 + t] = s[t + 128] ^ r[63 - t % 64];
}

// cuda::atomic_ref on global memory at device and system scope and on
// shared memory at block scope: add, min, max, and, or, xor, exchange and
// a CAS loop; stats[0..7] are grid-wide results, per-block results follow.
extern "C" __global__ void atomics(const int *in, int *stats, unsigned *blk,
                                   unsigned long long *wide) {
  __shared__ unsigned smin, sor;
  int x = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0) { smin = ~0u; sor = 0; }
  __syncthreads();
  cuda::atomic_ref<int, cuda::thread_scope_device> a0(stats[0]), a1(stats[1]),
      a2(stats[2]);
  cuda::atomic_ref<int, cuda::thread_scope_system> a3(stats[3]), a4(stats[4]);
  a0.fetch_add(x);
  a1.fetch_min(x);
  a2.fetch_max(x);
  a3.fetch_xor(x);
  a4.fetch_or(x & 0xF0F);
  // CAS loop: stats[5] = sum of x*x (mod 2^32)
  cuda::atomic_ref<int, cuda::thread_scope_device> a5(stats[5]);
  int old = a5.load(cuda::std::memory_order_relaxed);
  while (!a5.compare_exchange_weak(old, old + x * x, cuda::std::memory_order_acq_rel,
                                   cuda::std::memory_order_relaxed)) {
  }
  cuda::atomic_ref<unsigned, cuda::thread_scope_block> s0(smin), s1(sor);
  s0.fetch_min((unsigned)x);
  s1.fetch_or(1u << (x & 31));
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> w(*wide);
  w.fetch_add((unsigned long long)(unsigned)x << 20);
  cuda::atomic_ref<int, cuda::thread_scope_device> a6(stats[6]);
  int e = 0;
  // Exactly one thread of the grid wins; the losers see its value.
  cuda::atomic_ref<int, cuda::thread_scope_device> a7(stats[7]);
  if (a6.compare_exchange_strong(e, 1))
    a7.fetch_add(1);
  else
    a7.fetch_add(e == 1 ? 100 : 10000);
  __syncthreads();
  if (threadIdx.x == 0) {
    blk[2 * blockIdx.x] = s0.load();
    blk[2 * blockIdx.x + 1] = s1.exchange(0);
  }
}

// bit utilities: 8 values per thread.
extern "C" __global__ void bits(const unsigned long long *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long v = in[i];
  unsigned lo = (unsigned)v;
  float f = cuda::std::bit_cast<float>(lo & 0x7f7fffffu);
  unsigned *o = out + 8 * i;
  o[0] = cuda::std::popcount(v);
  o[1] = cuda::std::countl_zero(v);
  o[2] = cuda::std::countr_zero(lo);
  o[3] = cuda::std::rotl(lo, (int)(v >> 59));
  o[4] = cuda::std::bit_width(v >> 7);
  o[5] = cuda::std::bit_cast<unsigned>(f * 0.5f) ;
  o[6] = cuda::std::has_single_bit(lo) + 2 * cuda::std::bit_ceil(lo & 0xffff);
  o[7] = cuda::std::countl_one(lo) + 100 * cuda::std::countr_one(lo);
}

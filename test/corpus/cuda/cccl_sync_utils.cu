// cccl_sync_utils.cu - ptxlint real-PTX corpus
//
// libcu++ synchronisation and memory utilities that the other corpus files
// leave out: cuda::annotated_ptr with every access property,
// cuda::apply_access_property, cuda::discard_memory, cuda::latch,
// cuda::counting_semaphore / binary_semaphore, cuda::std::atomic wait/notify at
// block, device and system scope, cuda::barrier arrive_and_drop and
// arrive(n), cuda::device::barrier_arrive_tx / memcpy_async_tx (sm_90),
// cuda::std::complex arithmetic, cuda::std::bit utilities, cuda::std::mdspan
// indexing.
// corpus-quick-archs: sm_75 sm_80 sm_90a sm_100a sm_120a
#include <cuda/annotated_ptr>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/discard_memory>
#include <cuda/latch>
#include <cuda/semaphore>
#include <cuda/std/bit>
#include <cuda/std/complex>
#include <cuda/std/mdspan>

#include <cstdint>

#include "corpus_features.cuh"

__global__ void annotated(float* out, const float* in, int n) {
  cuda::annotated_ptr<const float, cuda::access_property::streaming> s(in);
  cuda::annotated_ptr<float, cuda::access_property::persisting> p(out);
  cuda::annotated_ptr<const float, cuda::access_property::normal> q(in);
  cuda::annotated_ptr<const float, cuda::access_property> g(
      in, cuda::access_property((void*)in, n * sizeof(float), n * sizeof(float), cuda::access_property::persisting{},
                                cuda::access_property::streaming{}));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = s[i] + q[i] * g[i];
  cuda::apply_access_property((void*)in, n * sizeof(float), cuda::access_property::persisting{});
  cuda::apply_access_property((void*)in, n * sizeof(float), cuda::access_property::normal{});
  __syncthreads();
  if (blockIdx.x == 0) cuda::discard_memory(out, 256);
}

__device__ cuda::std::atomic<int> g_flag;
__device__ cuda::atomic<unsigned, cuda::thread_scope_system> g_sys;

__global__ void atomic_wait_notify(int* out) {
  __shared__ cuda::atomic<int, cuda::thread_scope_block> s_flag;
  if (threadIdx.x == 0) s_flag.store(0, cuda::std::memory_order_relaxed);
  __syncthreads();
  if (threadIdx.x == 1) {
    s_flag.store(1, cuda::std::memory_order_release);
    s_flag.notify_all();
  } else {
    s_flag.wait(0, cuda::std::memory_order_acquire);
  }
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    g_flag.fetch_add(1, cuda::std::memory_order_acq_rel);
    g_flag.notify_one();
    g_sys.fetch_or(2u, cuda::std::memory_order_seq_cst);
    unsigned expected = 2;
    g_sys.compare_exchange_strong(expected, 3u, cuda::std::memory_order_acq_rel,
                                  cuda::std::memory_order_relaxed);
  }
  out[threadIdx.x] = s_flag.load(cuda::std::memory_order_seq_cst) + g_flag.load();
}

__global__ void latch_semaphore(int* out) {
  using latch_t = cuda::latch<cuda::thread_scope_block>;
  using sem_t = cuda::counting_semaphore<cuda::thread_scope_block, 4>;
  using bsem_t = cuda::binary_semaphore<cuda::thread_scope_block>;
  __shared__ alignas(latch_t) unsigned char lbuf[sizeof(latch_t)];
  __shared__ alignas(sem_t) unsigned char sbuf[sizeof(sem_t)];
  __shared__ alignas(bsem_t) unsigned char bbuf[sizeof(bsem_t)];
  latch_t& l = *reinterpret_cast<latch_t*>(lbuf);
  sem_t& sem = *reinterpret_cast<sem_t*>(sbuf);
  bsem_t& bsem = *reinterpret_cast<bsem_t*>(bbuf);
  if (threadIdx.x == 0) {
    new (lbuf) latch_t(blockDim.x);
    new (sbuf) sem_t(4);
    new (bbuf) bsem_t(1);
  }
  __syncthreads();
  l.count_down();
  l.wait();
  sem.acquire();
  atomicAdd(out, 1);
  sem.release();
  if (bsem.try_acquire()) {
    out[1] += 1;
    bsem.release();
  }
  l.arrive_and_wait(0);
}

__global__ void barrier_drop(float* out, const float* in) {
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ barrier_t bar;
  __shared__ alignas(16) float tile[256];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  tile[threadIdx.x] = in[threadIdx.x];
  if (threadIdx.x >= 128) {
    (void)bar.arrive_and_drop();
    return;
  }
  auto tok = bar.arrive(1);
  bar.wait(cuda::std::move(tok));
  out[threadIdx.x] = tile[255 - threadIdx.x];
  bar.arrive_and_wait();
}

#if CORPUS_SM90
__global__ void barrier_tx(float* out, const float* in) {
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ barrier_t bar;
  __shared__ alignas(16) float tile[1024];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  barrier_t::arrival_token tok;
  if (threadIdx.x == 0) {
    cuda::device::memcpy_async_tx(tile, in, cuda::aligned_size_t<16>(sizeof(tile)), bar);
    tok = cuda::device::barrier_arrive_tx(bar, 1, sizeof(tile));
  } else {
    tok = bar.arrive();
  }
  bar.wait(cuda::std::move(tok));
  out[threadIdx.x] = tile[threadIdx.x] * 2.0f;
  uint64_t* h = cuda::device::barrier_native_handle(bar);
  if (threadIdx.x == 1) out[0] = (float)(*h & 1);
}
#endif

__global__ void complex_bits(cuda::std::complex<float>* zf, cuda::std::complex<double>* zd, uint32_t* u,
                             uint64_t* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::std::complex<float> a = zf[i], b(1.5f, -0.25f);
  zf[i] = a * b / (a + b) + cuda::std::conj(a) * cuda::std::abs(b);
  cuda::std::complex<double> c = zd[i];
  zd[i] = cuda::std::exp(c) + cuda::std::sqrt(c) - cuda::std::polar(2.0, cuda::std::arg(c));
  uint32_t x = u[i];
  u[i] = cuda::std::popcount(x) + cuda::std::countl_zero(x) + cuda::std::countr_one(x) +
         cuda::std::rotl(x, 7) + cuda::std::bit_width(x) + cuda::std::bit_ceil(x & 0xffff) +
         cuda::std::bit_floor(x) + cuda::std::has_single_bit(x);
  uint64_t y = v[i];
  v[i] = cuda::std::rotr(y, 13) ^ cuda::std::bit_cast<uint64_t>(cuda::std::bit_cast<double>(y) * 0.5) ^
         cuda::std::countl_one(y) ^ cuda::std::byteswap(y);
}

__global__ void mdspan_stencil(float* data, int rows, int cols) {
  cuda::std::mdspan<float, cuda::std::dextents<int, 2>> m(data, rows, cols);
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r > 0 && c > 0 && r + 1 < m.extent(0) && c + 1 < m.extent(1))
    m(r, c) = 0.25f * (m(r - 1, c) + m(r + 1, c) + m(r, c - 1) + m(r, c + 1));
}

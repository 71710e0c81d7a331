// atomic_orders_cg_ops.cu - ptxlint real-PTX corpus
//
// libcu++ atomics and cooperative-groups collectives over the types and
// options atomics.cu and cooperative_groups.cu leave out:
//   * cuda::atomic_ref<T, Scope> for T = char, short, int, unsigned long long,
//     float, double at thread, block, device and system scope, with load/
//     store/exchange/compare_exchange_{weak,strong} (separate failure orders)
//     and fetch_{add,sub,and,or,xor,min,max} under each memory order
//     (relaxed, acquire, release, acq_rel, seq_cst); 8/16-bit types become CAS
//     loops on the containing word
//   * cuda::atomic_thread_fence for every order and scope, atomic_signal_fence,
//     cuda::atomic<int, thread_scope_block> in shared memory, atomic_flag
//   * cooperative_groups: labeled_partition and binary_partition of
//     coalesced and tiled groups, cg::reduce with plus/less/greater/bit_and/
//     bit_or/bit_xor over int, unsigned, long long, float, double,
//     inclusive_scan/exclusive_scan with them, reduce_update_async and
//     reduce_store_async (sm_80+), invoke_one_broadcast, and on sm_90+ the
//     cluster group (block_rank, num_blocks, sync, barrier_arrive/wait)
// corpus-quick-archs: sm_75 sm_80 sm_90a sm_100a
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <typename T, cuda::thread_scope S>
__device__ T all_orders(T *p, T v) {
  cuda::atomic_ref<T, S> a(*p);
  T r = a.load(cuda::std::memory_order_relaxed) + a.load(cuda::std::memory_order_acquire) +
        a.load(cuda::std::memory_order_seq_cst);
  a.store(v, cuda::std::memory_order_relaxed);
  a.store(v, cuda::std::memory_order_release);
  a.store(v, cuda::std::memory_order_seq_cst);
  r += a.exchange(v, cuda::std::memory_order_acq_rel);
  r += a.exchange(v, cuda::std::memory_order_relaxed);
  T e = r;
  a.compare_exchange_strong(e, v, cuda::std::memory_order_acq_rel, cuda::std::memory_order_acquire);
  a.compare_exchange_weak(e, v, cuda::std::memory_order_release, cuda::std::memory_order_relaxed);
  a.compare_exchange_strong(e, v, cuda::std::memory_order_seq_cst);
  r += a.fetch_add(v, cuda::std::memory_order_relaxed);
  r += a.fetch_add(v, cuda::std::memory_order_acquire);
  r += a.fetch_sub(v, cuda::std::memory_order_release);
  r += a.fetch_min(v, cuda::std::memory_order_acq_rel);
  r += a.fetch_max(v, cuda::std::memory_order_seq_cst);
  return r + e;
}

template <typename T, cuda::thread_scope S>
__device__ T bit_orders(T *p, T v) {
  cuda::atomic_ref<T, S> a(*p);
  T r = a.fetch_and(v, cuda::std::memory_order_relaxed);
  r ^= a.fetch_or(v, cuda::std::memory_order_acquire);
  r ^= a.fetch_xor(v, cuda::std::memory_order_release);
  r ^= a.fetch_and(v, cuda::std::memory_order_seq_cst);
  return r;
}

template <cuda::thread_scope S>
__device__ double every_type(char *c, short *s, int *i, unsigned long long *u,
                             float *f, double *d, int k) {
  double r = all_orders<char, S>(c, (char)k) + all_orders<short, S>(s, (short)k);
  r += all_orders<int, S>(i, k) + all_orders<unsigned long long, S>(u, k);
  r += all_orders<float, S>(f, k * 0.5f) + all_orders<double, S>(d, k * 0.25);
  r += bit_orders<int, S>(i, k) + bit_orders<unsigned long long, S>(u, ~0ull << k);
  r += bit_orders<short, S>(s, (short)k) + bit_orders<char, S>(c, (char)k);
  return r;
}

__global__ void atomic_ref_matrix(char *c, short *s, int *i, unsigned long long *u,
                                  float *f, double *d, double *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  double r = every_type<cuda::thread_scope_block>(c, s, i, u, f, d, t);
  r += every_type<cuda::thread_scope_device>(c + 4, s + 4, i + 4, u + 4, f + 4, d + 4, t);
  r += every_type<cuda::thread_scope_system>(c + 8, s + 8, i + 8, u + 8, f + 8, d + 8, t);
  char lc = c[t];
  int li = i[t];
  r += all_orders<char, cuda::thread_scope_thread>(&lc, 1);
  r += all_orders<int, cuda::thread_scope_thread>(&li, 2);
  out[t] = r;
}

__global__ void fences_and_flags(int *data, int *flag, int n) {
  __shared__ cuda::atomic<int, cuda::thread_scope_block> counter;
  __shared__ cuda::std::atomic_flag lock;
  if (threadIdx.x == 0) {
    counter.store(0, cuda::std::memory_order_relaxed);
    lock.clear();
  }
  __syncthreads();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  data[t] = t;
  cuda::atomic_thread_fence(cuda::std::memory_order_release, cuda::thread_scope_block);
  cuda::atomic_thread_fence(cuda::std::memory_order_acquire, cuda::thread_scope_device);
  cuda::atomic_thread_fence(cuda::std::memory_order_acq_rel, cuda::thread_scope_system);
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_block);
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_device);
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_system);
  cuda::atomic_thread_fence(cuda::std::memory_order_acq_rel, cuda::thread_scope_thread);
  cuda::std::atomic_signal_fence(cuda::std::memory_order_seq_cst);
  int ticket = counter.fetch_add(1, cuda::std::memory_order_acq_rel);
  while (lock.test_and_set(cuda::std::memory_order_acquire)) {
  }
  data[n + (t % 32)] += ticket;
  lock.clear(cuda::std::memory_order_release);
  if (ticket == (int)blockDim.x - 1) {
    cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
    f.store(1, cuda::std::memory_order_release);
  }
}

template <typename T, typename Group>
__device__ T reduce_all_ops(const Group &g, T v) {
  T r = cg::reduce(g, v, cg::plus<T>()) + cg::reduce(g, v, cg::less<T>()) +
        cg::reduce(g, v, cg::greater<T>());
  r += cg::inclusive_scan(g, v, cg::plus<T>()) + cg::exclusive_scan(g, v, cg::less<T>()) +
       cg::inclusive_scan(g, v, cg::greater<T>());
  return r;
}

template <typename T, typename Group>
__device__ T bit_ops(const Group &g, T v) {
  return cg::reduce(g, v, cg::bit_and<T>()) ^ cg::reduce(g, v, cg::bit_or<T>()) ^
         cg::reduce(g, v, cg::bit_xor<T>()) ^ cg::exclusive_scan(g, v, cg::bit_xor<T>()) ^
         cg::inclusive_scan(g, v);
}

__global__ void cg_partitions(const int *in, double *out, int *iout, int *atom,
                              int n) {
  cg::thread_block block = cg::this_thread_block();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = t < n ? in[t] : 0;
  auto tile = cg::tiled_partition<32>(block);
  auto tile8 = cg::tiled_partition<8>(block);
  double r = reduce_all_ops<int>(tile, v) + reduce_all_ops<unsigned>(tile8, (unsigned)v);
  r += reduce_all_ops<long long>(tile, (long long)v << 20);
  r += reduce_all_ops<float>(tile, v * 0.5f) + reduce_all_ops<double>(tile8, v * 0.25);
  int b = bit_ops<int>(tile, v) ^ bit_ops<unsigned>(tile8, v) ^
          (int)bit_ops<unsigned long long>(tile, (unsigned long long)v);
  if (v & 1) {
    auto active = cg::coalesced_threads();
    auto lab = cg::labeled_partition(active, v & 6);
    r += reduce_all_ops<int>(lab, v) + lab.thread_rank() + lab.num_threads();
    auto bin = cg::binary_partition(active, v > 10);
    b ^= bit_ops<int>(bin, v) ^ (int)bin.meta_group_rank();
  }
  auto lab32 = cg::labeled_partition(tile, v % 3);
  b += cg::reduce(lab32, v, cg::plus<int>());
  int leader = cg::invoke_one_broadcast(tile, [&]() { return v * 2; });
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  cuda::atomic_ref<int, cuda::thread_scope_device> aref(*atom);
  cg::reduce_update_async(tile, aref, v, cg::plus<int>());
  cg::reduce_store_async(tile8, iout + blockIdx.x * 8 + tile8.meta_group_rank(), v,
                         cg::bit_or<int>());
#endif
  if (t < n) {
    out[t] = r;
    iout[n + t] = b + leader;
  }
}

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2, 1, 1) cluster_ops(const int *in, int *out, int n) {
  __shared__ int smem[64];
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  smem[threadIdx.x % 64] = t < n ? in[t] : 0;
  cluster.sync();
  int *peer = cluster.map_shared_rank(smem, (rank + 1) % cluster.num_blocks());
  int v = peer[threadIdx.x % 64];
  auto token = cluster.barrier_arrive();
  cluster.barrier_wait(cuda::std::move(token));
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  v = cg::reduce(tile, v, cg::plus<int>()) + (int)cluster.thread_rank() +
      (int)cluster.dim_blocks().x + (int)cluster.block_index().x;
  if (t < n) out[t] = v;
}
#endif

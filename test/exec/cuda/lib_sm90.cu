// Hopper paths of the libraries compiled by nvcc (library-heavy round):
// cuda::memcpy_async into a cuda::barrier (cp.async.bulk + expect_tx),
// cuda::device::memcpy_async_tx / barrier_arrive_tx, cuda::ptx wrappers,
// cooperative_groups clusters with distributed shared memory, CUB's cache
// modified loads and stores (its inline asm) and vectorized BlockLoad.
#include <cuda/barrier>
#include <cuda/ptx>
#include <cooperative_groups.h>
#include <cub/cub.cuh>
namespace cg = cooperative_groups;
using barrier = cuda::barrier<cuda::thread_scope_block>;

// out[i] = in[i] * 3 - in2[i] for 512 ints per CTA, copied in bulk.
extern "C" __global__ void bulk(const int *in, const int *in2, int *out) {
  __shared__ alignas(128) int a[512];
  __shared__ alignas(128) int b[512];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ barrier bar, bar2;
  auto block = cg::this_thread_block();
  if (threadIdx.x == 0) {
    init(&bar, blockDim.x);
    init(&bar2, 1);
    cuda::ptx::fence_proxy_async(cuda::ptx::space_shared);
  }
  __syncthreads();
  const int *src = in + blockIdx.x * 512;
  cuda::memcpy_async(block, a, src, cuda::aligned_size_t<16>(sizeof(a)), bar);
  barrier::arrival_token t = bar.arrive();
  if (threadIdx.x == 0) {
    cuda::device::memcpy_async_tx(b, in2 + blockIdx.x * 512, cuda::aligned_size_t<16>(sizeof(b)), bar2);
    auto t2 = cuda::device::barrier_arrive_tx(bar2, 1, sizeof(b));
    bar2.wait(cuda::std::move(t2));
  }
  bar.wait(cuda::std::move(t));
  __syncthreads();
  for (int i = threadIdx.x; i < 512; i += blockDim.x)
    out[blockIdx.x * 512 + i] = a[i] * 3 - b[i];
}

// cuda::ptx-level bulk copy with a raw mbarrier: out2 = in reversed per CTA.
extern "C" __global__ void ptxbulk(const int *in, int *out2) {
  __shared__ alignas(128) int s[256];
  __shared__ uint64_t mbar;
  if (threadIdx.x == 0) {
    cuda::ptx::mbarrier_init(&mbar, 1);
    cuda::ptx::fence_mbarrier_init(cuda::ptx::sem_release, cuda::ptx::scope_cluster);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    cuda::ptx::cp_async_bulk(cuda::ptx::space_cluster, cuda::ptx::space_global, s,
                             in + blockIdx.x * 256, 1024, &mbar);
    cuda::ptx::mbarrier_arrive_expect_tx(cuda::ptx::sem_release, cuda::ptx::scope_cta,
                                         cuda::ptx::space_shared, &mbar, 1024);
  }
  while (!cuda::ptx::mbarrier_try_wait_parity(&mbar, 0)) {
  }
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    out2[blockIdx.x * 256 + i] = s[255 - i];
}

// Clusters of 2: each CTA reads its peer's shared array through
// map_shared_rank; out3[i] = own + 10 * peer.
extern "C" __global__ void __cluster_dims__(2, 1, 1) clus(const int *in, int *out3) {
  __shared__ int s[128];
  cg::cluster_group cl = cg::this_cluster();
  unsigned r = cl.block_rank();
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = in[g];
  cl.sync();
  int *peer = cl.map_shared_rank(s, r ^ 1);
  int v = s[threadIdx.x] + 10 * peer[127 - threadIdx.x];
  cl.sync();
  out3[g] = v + 1000000 * (int)cl.num_blocks() + 100000 * (int)cl.dim_blocks().x;
}

// CUB's cache-modified loads/stores and a vectorized BlockLoad.
extern "C" __global__ void cached(const int *in, int *out4) {
  using L = cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_VECTORIZE>;
  __shared__ typename L::TempStorage tl;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cub::CacheModifiedInputIterator<cub::LOAD_LDG, int> ldg(in);
  cub::CacheModifiedInputIterator<cub::LOAD_CS, int> cs(in);
  cub::CacheModifiedInputIterator<cub::LOAD_CG, int> cgi(in);
  cub::CacheModifiedInputIterator<cub::LOAD_CV, int> cv(in);
  cub::CacheModifiedInputIterator<cub::LOAD_VOLATILE, int> vol(in);
  cub::CacheModifiedInputIterator<cub::LOAD_CA, int4> ca(reinterpret_cast<const int4 *>(in));
  int4 q = ca[i % 256];
  int a = ldg[i] + 2 * cs[(i + 1) % 1024] + 3 * cgi[(i + 2) % 1024] + 5 * cv[(i + 3) % 1024] +
          7 * vol[(i + 4) % 1024] + q.x - q.y + q.z - q.w;
  int v[4];
  L(tl).Load(in + blockIdx.x * 512, v);
  a += v[0] * v[1] - v[2] + v[3];
  cub::ThreadStore<cub::STORE_CG>(out4 + i, a);
  cub::ThreadStore<cub::STORE_WT>(out4 + 1024 + i, a + 1);
  cub::ThreadStore<cub::STORE_CS>(out4 + 2048 + i, a + 2);
  cub::ThreadStore<cub::STORE_VOLATILE>(out4 + 3072 + i, a + 3);
  long long w = cub::ThreadLoad<cub::LOAD_CG>(reinterpret_cast<const long long *>(in) + i % 512);
  cub::ThreadStore<cub::STORE_WB>(reinterpret_cast<long long *>(out4 + 4096) + i, w * 3);
}

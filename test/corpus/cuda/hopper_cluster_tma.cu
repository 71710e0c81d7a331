// hopper_cluster_tma.cu - ptxlint real-PTX corpus
//
// Covers Hopper (sm_90+) features; everything sm_90-specific is guarded so
// older targets compile a plain fallback:
//   * thread block clusters: __cluster_dims__ (.explicitcluster,
//     .reqnctapercluster), __launch_bounds__ with maxBlocksPerCluster
//     (.maxclusterrank), cg::this_cluster(), cluster.sync(), map_shared_rank
//     (distributed shared memory), %cluster_ctarank / %cluster_nctarank /
//     %clusterid / %is_explicit_cluster, mapa, getctarank, ld.shared::cluster,
//     barrier.cluster.arrive.release / wait.acquire, fence.acq_rel.cluster,
//     st.async / red.async with remote mbarrier completion
//   * mbarrier with transaction counts: arrive.expect_tx (with the "_" sink
//     operand), try_wait.parity with and without a suspend-time hint,
//     fence.mbarrier_init.release.cluster
//   * bulk async copies: cp.async.bulk global->shared with mbarrier
//     complete_tx, shared->global bulk_group, commit_group, wait_group.read,
//     cp.reduce.async.bulk .add, cp.async.bulk.prefetch.L2
//   * tensor memory accelerator (TMA): __grid_constant__ CUtensorMap params
//     (.param .align 64 .b8 x[128]), prefetch.tensormap,
//     cp.async.bulk.tensor.{1d,2d,3d} tile loads/stores, .im2col loads,
//     .multicast::cluster loads, tensormap.replace + tensormap.cp_fenceproxy +
//     fence.proxy.tensormap::generic (sm_90a and later a/f targets)
//   * cuda::barrier with cuda::device::memcpy_async_tx / barrier_arrive_tx
//   * wgmma.mma_async (sm_90a only) with shared-memory descriptors and
//     register A operands, f16/bf16/tf32/e4m3/s8 inputs, wgmma.fence,
//     commit_group, wait_group; fence.proxy.async
//   * setmaxnreg.{inc,dec} in a warp-specialised kernel (a/f targets)
//   * griddepcontrol (programmatic dependent launch), elect.sync,
//     multimem.ld_reduce / multimem.st / multimem.red on multicast addresses
#include <cooperative_groups.h>
#include <cuda.h>  // CUtensorMap
#include <cuda/barrier>
#include <cuda/ptx>
#include <cstdint>

#include "corpus_features.cuh"

namespace cg = cooperative_groups;

#pragma nv_diag_suppress static_var_with_dynamic_init

// Cluster attributes are only accepted for sm_90+ device code.
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
#define CLUSTER_DIMS(x, y, z) __cluster_dims__(x, y, z)
#define LAUNCH_BOUNDS_CLUSTER(t, b, c) __launch_bounds__(t, b, c)
#else
#define CLUSTER_DIMS(x, y, z)
#define LAUNCH_BOUNDS_CLUSTER(t, b, c) __launch_bounds__(t, b)
#endif

__device__ __forceinline__ uint32_t s2u(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

#if CORPUS_SM90
// Spin on an mbarrier phase with try_wait.parity (the instruction itself may
// suspend the thread for a system-dependent time).
__device__ __forceinline__ void mbar_wait(uint32_t bar, uint32_t parity) {
  uint32_t done;
  do {
    asm volatile(
        "{\n\t"
        ".reg .pred P1;\n\t"
        "mbarrier.try_wait.parity.shared::cta.b64 P1, [%1], %2;\n\t"
        "selp.b32 %0, 1, 0, P1;\n\t"
        "}"
        : "=r"(done)
        : "r"(bar), "r"(parity)
        : "memory");
  } while (!done);
}

// Same with an explicit suspend-time hint (ns) and acquire.cluster semantics.
__device__ __forceinline__ void mbar_wait_hint(uint32_t bar, uint32_t parity) {
  uint32_t done;
  do {
    asm volatile(
        "{\n\t"
        ".reg .pred P1;\n\t"
        "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%1], %2, %3;\n\t"
        "selp.b32 %0, 1, 0, P1;\n\t"
        "}"
        : "=r"(done)
        : "r"(bar), "r"(parity), "r"(1000000)
        : "memory");
  } while (!done);
}

__device__ __forceinline__ void mbar_init(uint32_t bar, uint32_t count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(count) : "memory");
}
#endif

// ---------------------------------------------------------------- clusters --
// Per-block histograms merged through distributed shared memory.
extern "C" __global__ void CLUSTER_DIMS(2, 1, 1) cluster_histogram(const int* in, int* out, int n, int bins) {
  extern __shared__ int hist[];  // bins ints
  for (int b = threadIdx.x; b < bins; b += blockDim.x) hist[b] = 0;
#if CORPUS_SM90
  cg::cluster_group cluster = cg::this_cluster();
  cluster.sync();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int v = in[i] % bins;
    if (v < 0) v += bins;
    // half of the bins live in each block of the pair
    unsigned owner = (unsigned)(v * 2 / bins);
    int* target = cluster.map_shared_rank(hist, owner);
    atomicAdd(target + v, 1);
  }
  cluster.sync();  // all remote updates done; nobody exits while others still write
  unsigned rank = cluster.block_rank();
  int lo = rank * bins / 2, hi = (rank + 1) * bins / 2;
  for (int b = lo + threadIdx.x; b < hi; b += blockDim.x) atomicAdd(&out[b], hist[b]);
  dim3 cdim = cluster.dim_blocks();
  if (threadIdx.x == 0 && blockIdx.x == 0) out[bins] = (int)(cluster.num_blocks() + cdim.x);
#else
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int v = in[i] % bins;
    if (v < 0) v += bins;
    atomicAdd(&hist[v], 1);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < bins; b += blockDim.x) atomicAdd(&out[b], hist[b]);
#endif
}

// Ring exchange between the CTAs of a cluster in raw PTX: every CTA st.async's
// a value into the next CTA's shared memory; completion is tracked by the
// receiver's mbarrier (transaction count 4 bytes).  Up to 4 CTAs per cluster.
__global__ void LAUNCH_BOUNDS_CLUSTER(128, 1, 4) cluster_ring_ptx(const unsigned* in, unsigned* out) {
  __shared__ alignas(8) uint64_t bar;
  __shared__ unsigned slot;
  __shared__ unsigned long long acc64;
#if CORPUS_SM90
  uint32_t rank, nranks, cid, explicit_cluster, ctaid_in_cluster;
  asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
  asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(nranks));
  asm("mov.u32 %0, %%clusterid.x;" : "=r"(cid));
  asm("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(ctaid_in_cluster));
  asm("{\n\t.reg .pred p;\n\tmov.pred p, %%is_explicit_cluster;\n\tselp.u32 %0, 1, 0, p;\n\t}"
      : "=r"(explicit_cluster));
  uint32_t sbar = s2u(&bar), sslot = s2u(&slot), sacc = s2u(&acc64);
  if (threadIdx.x == 0) {
    mbar_init(sbar, 1);
    acc64 = 0;
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
  asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
  if (threadIdx.x == 0) {
    uint32_t next = (rank + 1) % nranks;
    uint32_t rslot, rbar, racc, owner;
    asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(rslot) : "r"(sslot), "r"(next));
    asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(rbar) : "r"(sbar), "r"(next));
    asm("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(racc) : "r"(sacc), "r"(next));
    asm("getctarank.shared::cluster.u32 %0, %1;" : "=r"(owner) : "r"(rbar));
    // expect 4 + 8 bytes of transactions on my own barrier, then send to next
    asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 _, [%0], %1;" ::"r"(sbar), "r"(12)
                 : "memory");
    unsigned v = in[blockIdx.x] + owner;
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [%0], %1, [%2];" ::"r"(rslot), "r"(v),
                 "r"(rbar)
                 : "memory");
    asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [%0], %1, [%2];" ::"r"(
                     racc),
                 "l"((unsigned long long)v), "r"(rbar)
                 : "memory");
  }
  mbar_wait_hint(sbar, 0);
  unsigned got, peek;
  asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(got) : "r"(sslot) : "memory");
  asm volatile("ld.shared::cta.u32 %0, [%1];" : "=r"(peek) : "r"(sslot) : "memory");
  asm volatile("fence.acq_rel.cluster;" ::: "memory");
  asm volatile("barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
  if (threadIdx.x == 0)
    out[blockIdx.x] = got + peek + (unsigned)acc64 + cid + explicit_cluster + ctaid_in_cluster * 0x10000u;
#else
  if (threadIdx.x == 0) {
    slot = in[blockIdx.x];
    acc64 = slot;
    bar = 0;
    out[blockIdx.x] = slot + (unsigned)acc64 + (unsigned)bar;
  }
#endif
}

// ------------------------------------------------------- bulk async copies --
// 1D bulk copies (no tensor map): global -> shared with complete_tx, compute,
// shared -> global, plus a bulk reduction and an L2 prefetch.  bytes must be a
// multiple of 16 and at most 16 KiB; pointers 16-byte aligned.
__global__ void bulk_copy_1d(const float4* __restrict__ in, float4* __restrict__ out, float* __restrict__ accum,
                             int bytes) {
  __shared__ alignas(128) float4 buf[1024];
#if CORPUS_SM90
  __shared__ alignas(8) uint64_t bar;
#endif
  const int nvec = bytes / 16;
  const float4* src = in + (size_t)blockIdx.x * nvec;
#if CORPUS_SM90
  uint32_t sbar = s2u(&bar), sbuf = s2u(buf);
  if (threadIdx.x == 0) {
    mbar_init(sbar, 1);
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");  // make the init visible to the async proxy
    asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" ::"l"(src), "r"(bytes) : "memory");
  }
  __syncthreads();
  uint64_t state = 0;
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 %0, [%1], %2;" : "=l"(state) : "r"(sbar), "r"(bytes)
                 : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(sbuf),
                 "l"(src), "r"(bytes), "r"(sbar)
                 : "memory");
  }
  if (threadIdx.x == 0) {
    // the issuing thread waits on the state token it got from its own arrive
    uint32_t ok = 0;
    while (!ok) {
      asm volatile(
          "{\n\t.reg .pred P2;\n\tmbarrier.try_wait.shared::cta.b64 P2, [%1], %2;\n\tselp.b32 %0, 1, 0, P2;\n\t}"
          : "=r"(ok)
          : "r"(sbar), "l"(state)
          : "memory");
    }
  } else {
    mbar_wait(sbar, 0);
  }
  for (int k = threadIdx.x; k < nvec; k += blockDim.x) {
    float4 v = buf[k];
    buf[k] = make_float4(v.w, v.z, v.y, v.x);
  }
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");  // generic writes -> async proxy reads
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(out + (size_t)blockIdx.x * nvec),
                 "r"(sbuf), "r"(bytes)
                 : "memory");
    asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], %2;" ::"l"(accum), "r"(sbuf),
                 "r"(bytes)
                 : "memory");
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");  // smem may be reused after this
    asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
  }
#else
  for (int k = threadIdx.x; k < nvec; k += blockDim.x) {
    float4 v = src[k];
    buf[k] = make_float4(v.w, v.z, v.y, v.x);
  }
  __syncthreads();
  for (int k = threadIdx.x; k < nvec; k += blockDim.x) {
    out[(size_t)blockIdx.x * nvec + k] = buf[k];
    float* f = reinterpret_cast<float*>(&buf[k]);
    for (int c = 0; c < 4; ++c) atomicAdd(&accum[4 * k + c], f[c]);
  }
#endif
}

// cuda::barrier + cuda::device::memcpy_async_tx (bulk copy through libcu++).
__global__ void barrier_tx_copy(const int4* __restrict__ in, int4* __restrict__ out) {
  __shared__ alignas(16) int4 tile[256];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  const int4* src = in + blockIdx.x * 256;
#if CORPUS_SM90
  cuda::barrier<cuda::thread_scope_block>::arrival_token tok;
  if (threadIdx.x == 0) {
    cuda::device::memcpy_async_tx(tile, src, cuda::aligned_size_t<16>(sizeof(tile)), bar);
    tok = cuda::device::barrier_arrive_tx(bar, 1, sizeof(tile));
  } else {
    tok = bar.arrive();
  }
  bar.wait(std::move(tok));
#else
  for (int k = threadIdx.x; k < 256; k += blockDim.x) tile[k] = src[k];
  bar.arrive_and_wait();
#endif
  for (int k = threadIdx.x; k < 256; k += blockDim.x) {
    int4 v = tile[255 - k];
    out[blockIdx.x * 256 + k] = make_int4(v.w, v.z, v.y, v.x);
  }
}

// ------------------------------------------------------------------- TMA ----
// 2D tile load via a tensor map, in-place update, 2D tile store.  The tensor
// maps describe float matrices with a 32x32 box.
__global__ void tma_tile_2d(const __grid_constant__ CUtensorMap in_map, const __grid_constant__ CUtensorMap out_map,
                            int tiles_x) {
#if CORPUS_SM90
  __shared__ alignas(128) float tile[32 * 32];
  __shared__ alignas(8) uint64_t bar;
  int tx = blockIdx.x % tiles_x, ty = blockIdx.x / tiles_x;
  int x = tx * 32, y = ty * 32;
  uint32_t sbar = s2u(&bar), stile = s2u(tile);
  if (threadIdx.x == 0) {
    asm volatile("prefetch.tensormap [%0];" ::"l"(&in_map) : "memory");
    mbar_init(sbar, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 _, [%0], %1;" ::"r"(sbar),
                 "r"((int)sizeof(tile))
                 : "memory");
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::
            "r"(stile),
        "l"(&in_map), "r"(x), "r"(y), "r"(sbar)
        : "memory");
  }
  mbar_wait(sbar, 0);
  for (int k = threadIdx.x; k < 32 * 32; k += blockDim.x) tile[k] = tile[k] * 2.0f + 1.0f;
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];" ::"l"(&out_map), "r"(x),
                 "r"(y), "r"(stile)
                 : "memory");
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
  }
#else
  (void)in_map;
  (void)out_map;
  (void)tiles_x;
#endif
}

// 1D and 3D tile loads, an im2col load (needs an im2col-mode tensor map) and
// the cuda::ptx wrapper for a 2D load.  All land in one 4 KiB buffer in turn.
__global__ void tma_variants(const __grid_constant__ CUtensorMap map1d, const __grid_constant__ CUtensorMap map3d,
                             const __grid_constant__ CUtensorMap map_im2col, const __grid_constant__ CUtensorMap map2d,
                             float* out, int bytes1d, int bytes3d, int bytes_im2col, int bytes2d) {
#if CORPUS_SM90
  __shared__ alignas(128) float buf[1024];
  __shared__ alignas(8) uint64_t bar;
  uint32_t sbar = s2u(&bar), sbuf = s2u(buf);
  if (threadIdx.x == 0) {
    mbar_init(sbar, 1);
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  __syncthreads();
  uint32_t phase = 0;
  float acc = 0.0f;
  // 1D
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sbar), "r"(bytes1d) : "memory");
    asm volatile(
        "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2}], [%3];" ::"r"(
            sbuf),
        "l"(&map1d), "r"((int)blockIdx.x * 256), "r"(sbar)
        : "memory");
  }
  mbar_wait(sbar, phase);
  phase ^= 1;
  acc += buf[threadIdx.x % 256];
  __syncthreads();
  // 3D
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sbar), "r"(bytes3d) : "memory");
    asm volatile(
        "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], "
        "[%5];" ::"r"(sbuf),
        "l"(&map3d), "r"(0), "r"(0), "r"((int)blockIdx.x), "r"(sbar)
        : "memory");
  }
  mbar_wait(sbar, phase);
  phase ^= 1;
  acc += buf[threadIdx.x % 256];
  __syncthreads();
  // 3D im2col with one 16-bit offset
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sbar), "r"(bytes_im2col) : "memory");
    asm volatile(
        "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], "
        "[%5], {%6};" ::"r"(sbuf),
        "l"(&map_im2col), "r"(0), "r"(0), "r"((int)blockIdx.x), "r"(sbar), "h"((unsigned short)1)
        : "memory");
  }
  mbar_wait(sbar, phase);
  phase ^= 1;
  acc += buf[threadIdx.x % 256];
  __syncthreads();
  // 2D through cuda::ptx
  if (threadIdx.x == 0) {
    cuda::ptx::mbarrier_arrive_expect_tx(cuda::ptx::sem_release, cuda::ptx::scope_cta, cuda::ptx::space_shared, &bar,
                                         (uint32_t)bytes2d);
    const int32_t coords[2] = {0, (int32_t)blockIdx.x * 8};
    cuda::ptx::cp_async_bulk_tensor(cuda::ptx::space_cluster, cuda::ptx::space_global, buf, &map2d, coords, &bar);
  }
  while (!cuda::ptx::mbarrier_try_wait_parity(&bar, phase)) {
  }
  acc += buf[threadIdx.x % 256];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
#else
  (void)map1d;
  (void)map3d;
  (void)map_im2col;
  (void)map2d;
  (void)bytes1d;
  (void)bytes3d;
  (void)bytes_im2col;
  (void)bytes2d;
  out[blockIdx.x * blockDim.x + threadIdx.x] = 0.0f;
#endif
}

// Multicast TMA: CTA 0 of each 2-CTA cluster loads a tile into both CTAs
// (on targets without CORPUS_HAS_TMA_MULTICAST each CTA loads its own copy).
__global__ void CLUSTER_DIMS(2, 1, 1) tma_multicast(const __grid_constant__ CUtensorMap map, float* out) {
#if CORPUS_SM90
  __shared__ alignas(128) float tile[32 * 32];
  __shared__ alignas(8) uint64_t bar;
  uint32_t sbar = s2u(&bar), stile = s2u(tile);
  if (threadIdx.x == 0) {
    mbar_init(sbar, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
  if (threadIdx.x == 0) {
    // each CTA expects the full tile on its own barrier
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sbar), "r"((int)sizeof(tile))
                 : "memory");
  }
#if CORPUS_HAS_TMA_MULTICAST
  uint32_t rank;
  asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
  if (rank == 0 && threadIdx.x == 0) {
    unsigned short mask = 0x3;
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster "
        "[%0], [%1, {%2, %3}], [%4], %5;" ::"r"(stile),
        "l"(&map), "r"(0), "r"((int)(blockIdx.x / 2) * 32), "r"(sbar), "h"(mask)
        : "memory");
  }
#else
  if (threadIdx.x == 0) {  // no multicast: every CTA loads its own copy
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::
            "r"(stile),
        "l"(&map), "r"(0), "r"((int)(blockIdx.x / 2) * 32), "r"(sbar)
        : "memory");
  }
#endif
  mbar_wait(sbar, 0);
  out[blockIdx.x * blockDim.x + threadIdx.x] = tile[threadIdx.x % 1024];
  asm volatile("barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
#else
  (void)map;
  out[blockIdx.x * blockDim.x + threadIdx.x] = 0.0f;
#endif
}

// tensormap.replace on a shared-memory copy, then publish it to global memory
// with tensormap.cp_fenceproxy and acquire it before use (a/f targets).
__global__ void tensormap_update(const __grid_constant__ CUtensorMap tmpl, CUtensorMap* gmaps, float* new_base,
                                 int new_width) {
  __shared__ alignas(128) CUtensorMap smap;
  if (threadIdx.x < 32) {
    const int* srcw = reinterpret_cast<const int*>(&tmpl);
    reinterpret_cast<int*>(&smap)[threadIdx.x] = srcw[threadIdx.x];
  }
  __syncwarp();
#if CORPUS_HAS_TENSORMAP_REPLACE
  if (threadIdx.x < 32) {
    uint32_t sm = s2u(&smap);
    if (threadIdx.x == 0) {
      asm volatile("tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%0], %1;" ::"r"(sm),
                   "l"(new_base)
                   : "memory");
      asm volatile("tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%0], 0, %1;" ::"r"(sm), "r"(new_width)
                   : "memory");
      asm volatile("tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%0], 0, %1;" ::"r"(sm),
                   "l"((unsigned long long)new_width * 4)
                   : "memory");
    }
    __syncwarp();
    asm volatile(
        "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%0], [%1], 128;" ::"l"(
            gmaps + blockIdx.x),
        "r"(sm)
        : "memory");
    asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" ::"l"(gmaps + blockIdx.x) : "memory");
  }
#else
  if (threadIdx.x < 32) {
    reinterpret_cast<int*>(gmaps + blockIdx.x)[threadIdx.x] = reinterpret_cast<const int*>(&smap)[threadIdx.x];
  }
  (void)new_base;
  (void)new_width;
#endif
}

// ------------------------------------------------------------------ wgmma ---
#if CORPUS_HAS_WGMMA
// Shared-memory matrix descriptor, no swizzle: start address, leading and
// stride byte offsets (all >> 4).
__device__ __forceinline__ uint64_t make_desc(const void* smem, uint32_t lbo, uint32_t sbo) {
  uint64_t d = 0;
  d |= (uint64_t)((s2u(smem) & 0x3FFFF) >> 4);
  d |= (uint64_t)((lbo & 0x3FFFF) >> 4) << 16;
  d |= (uint64_t)((sbo & 0x3FFFF) >> 4) << 32;
  return d;
}
#endif

// One warpgroup (128 threads) computes 64x8 tiles with wgmma.
__global__ void __launch_bounds__(128) wgmma_tiles(const uint16_t* A, const uint16_t* B, const uint32_t* A8,
                                                   const uint32_t* B8, float* D, int* Di) {
  __shared__ alignas(128) uint16_t sa[64 * 16];  // 64x16 f16 / bf16, also 64x8 tf32, 64x32 8-bit
  __shared__ alignas(128) uint16_t sb[8 * 16];   // 8x16
  for (int k = threadIdx.x; k < 64 * 16; k += blockDim.x) sa[k] = A[k];
  for (int k = threadIdx.x; k < 8 * 16; k += blockDim.x) sb[k] = B[k];
  float d[4] = {0.f, 0.f, 0.f, 0.f};
  int di[4] = {0, 0, 0, 0};
  __syncthreads();
#if CORPUS_HAS_WGMMA
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  uint64_t da = make_desc(sa, 128, 256), db = make_desc(sb, 128, 256);
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
  asm volatile(
      "{\n\t"
      ".reg .pred p;\n\t"
      "setp.ne.b32 p, %6, 0;\n\t"
      "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n\t"
      "}"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(0));
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%0, %1, %2, %3}, %4, %5, 1, 1, -1, 0, 1;"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db));
  asm volatile("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0, %1, %2, %3}, %4, %5, 1, 1, 1;"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "l"(da), "l"(db));
  asm volatile("wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {%0, %1, %2, %3}, %4, %5, 1, 1, 1;"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "l"(da), "l"(db));
  asm volatile("wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8.satfinite {%0, %1, %2, %3}, %4, %5, 0;"
               : "+r"(di[0]), "+r"(di[1]), "+r"(di[2]), "+r"(di[3])
               : "l"(da), "l"(db));
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
  // A from registers (f16 fragment, 4 x .b32)
  uint32_t a0 = A8[threadIdx.x], a1 = A8[128 + threadIdx.x], a2 = A8[256 + threadIdx.x], a3 = A8[384 + threadIdx.x];
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, 1, 1, 1, 1;"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(db));
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
  (void)B8;
#else
  // scalar reference for one element per thread
  for (int k = 0; k < 16; ++k) d[0] += __half2float(__ushort_as_half(sa[(threadIdx.x % 64) * 16 + k])) *
                                      __half2float(__ushort_as_half(sb[(threadIdx.x % 8) * 16 + k]));
  di[0] = (int)(A8[threadIdx.x] ^ B8[threadIdx.x]);
#endif
  for (int k = 0; k < 4; ++k) {
    D[threadIdx.x * 4 + k] = d[k];
    Di[threadIdx.x * 4 + k] = di[k];
  }
}

// ------------------------------------------ warp specialisation, setmaxnreg --
// Warpgroup 0 produces (few registers), warpgroup 1 consumes (many registers).
__global__ void __launch_bounds__(256, 1) warp_specialized(const float* in, float* out, int n) {
  __shared__ float stage[128];
  const int wg = threadIdx.x / 128;
  if (wg == 0) {
#if CORPUS_HAS_SETMAXNREG
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
#endif
    int i = blockIdx.x * 128 + threadIdx.x;
    stage[threadIdx.x] = i < n ? in[i] : 0.0f;
  } else {
#if CORPUS_HAS_SETMAXNREG
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
#endif
  }
  __syncthreads();
  if (wg == 1) {
    int t = threadIdx.x - 128;
    int i = blockIdx.x * 128 + t;
    float v = stage[t];
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < 16; ++k) acc = fmaf(acc, v, (float)k);
    if (i < n) out[i] = acc;
  }
}

// --------------------------------------------- PDL, elect.sync, multimem ---
// Programmatic dependent launch: wait for the previous grid's memory, then
// allow the next grid to start early.
extern "C" __global__ void pdl_consumer(const float* produced, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#if CORPUS_SM90
  cudaGridDependencySynchronize();  // griddepcontrol.wait
#endif
  float v = i < n ? produced[i] * 3.0f : 0.0f;
#if CORPUS_SM90
  cudaTriggerProgrammaticLaunchCompletion();  // griddepcontrol.launch_dependents
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
  if (i < n) out[i] = v;
}

// elect.sync picks one leader lane per warp; it does the warp's atomic.
__global__ void elect_leader(int* counters, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned mask = __activemask();
#if CORPUS_SM90
  unsigned leader_lane, is_leader;
  asm volatile(
      "{\n\t"
      ".reg .pred P;\n\t"
      "elect.sync %0|P, %2;\n\t"
      "selp.u32 %1, 1, 0, P;\n\t"
      "}"
      : "=r"(leader_lane), "=r"(is_leader)
      : "r"(mask));
  unsigned any_lane;
  asm volatile("{\n\t.reg .pred Q;\n\telect.sync _|Q, %1;\n\tselp.u32 %0, 1, 0, Q;\n\t}" : "=r"(any_lane) : "r"(mask));
  if (is_leader) atomicAdd(&counters[blockIdx.x], __popc(mask));
  if (any_lane && leader_lane == (threadIdx.x & 31)) atomicAdd(&counters[gridDim.x + blockIdx.x], 1);
#else
  if ((int)(threadIdx.x & 31) == __ffs(mask) - 1) atomicAdd(&counters[blockIdx.x], __popc(mask));
#endif
}

// multimem: mc points into a multicast object (cuMulticastCreate) that is
// bound to the same buffer on every GPU of the group.
__global__ void multimem_allreduce(float* mc, unsigned* mcu, uint4* local_out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
#if CORPUS_SM90
  float sum;
  asm volatile("multimem.ld_reduce.relaxed.sys.global.add.f32 %0, [%1];" : "=f"(sum) : "l"(mc + i) : "memory");
  asm volatile("multimem.st.relaxed.sys.global.f32 [%0], %1;" ::"l"(mc + i), "f"(sum) : "memory");
  asm volatile("multimem.red.relaxed.sys.global.add.u32 [%0], %1;" ::"l"(mcu + i), "r"(1u) : "memory");
  uint4 v;
  asm volatile("multimem.ld_reduce.relaxed.sys.global.add.v4.f16x2 {%0, %1, %2, %3}, [%4];"
               : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
               : "l"(mcu + 4 * (i / 4))
               : "memory");
  local_out[i] = v;
#else
  (void)mc;
  (void)mcu;
  local_out[i] = make_uint4(0, 0, 0, 0);
#endif
}

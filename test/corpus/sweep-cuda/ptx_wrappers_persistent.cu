// ptx_wrappers_persistent.cu - ptxlint differential sweep input (helper-204)
//
// A persistent, work-stealing kernel in the shape of CUTLASS's Blackwell
// tile schedulers, written with cuda::ptx wrappers outside the tensor-core
// set: clusterlaunchcontrol try_cancel / query_cancel, st.bulk, the
// special-register getters (get_sreg_*), prmt/bmsk/bfind/shl/shr, the
// tensormap_replace_* family on a global CUtensorMap copy followed by
// tensormap.cp_fenceproxy and fence.proxy.tensormap, multimem.red through a
// multicast pointer, and griddepcontrol (programmatic dependent launch).
#include <cuda.h>
#include <cuda/ptx>
#include <cstdint>
#include "../cuda/corpus_features.cuh"
namespace ptx = cuda::ptx;

__global__ void sreg_bits(uint32_t* out, const uint32_t* in) {
  uint32_t a = in[threadIdx.x], b = in[threadIdx.x + 32];
  uint32_t r = ptx::prmt(a, b, 0x3210u) ^ ptx::bmsk_clamp(a & 31, b & 31) ^ ptx::bmsk_wrap(b, a);
  r += ptx::bfind(a) + ptx::bfind(static_cast<int32_t>(b)) + ptx::bfind_shiftamt(a);
  r ^= ptx::shl(static_cast<uint64_t>(a), b & 63) >> 3;
  r ^= ptx::shr(static_cast<int32_t>(b), a & 31);
  r += ptx::get_sreg_laneid() + ptx::get_sreg_warpid() + ptx::get_sreg_nwarpid() + ptx::get_sreg_smid() +
       ptx::get_sreg_nsmid() + ptx::get_sreg_lanemask_lt() + (uint32_t)ptx::get_sreg_gridid() +
       (uint32_t)ptx::get_sreg_globaltimer() + ptx::get_sreg_clock() + (uint32_t)ptx::get_sreg_clock64() +
       ptx::get_sreg_total_smem_size() + ptx::get_sreg_dynamic_smem_size();
#if CORPUS_SM90
  r += ptx::get_sreg_clusterid_x() + ptx::get_sreg_cluster_ctarank() + ptx::get_sreg_cluster_nctarank() +
       ptx::get_sreg_is_explicit_cluster() + ptx::get_sreg_cluster_nctaid_y() + ptx::get_sreg_aggr_smem_size();
#endif
  out[threadIdx.x] = r;
}

__global__ void persistent_tiles(float* out, const float* in, int tiles, int* next) {
#if CORPUS_SM90
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
  __shared__ alignas(16) uint4 response;
  __shared__ alignas(8) uint64_t bar;
  __shared__ alignas(16) float scratch[512];
  int tile = blockIdx.x;
#if CORPUS_SM100
  if (threadIdx.x == 0) ptx::mbarrier_init(&bar, 1);
  __syncthreads();
  uint32_t phase = 0;
#endif
  while (tile < tiles) {
    float acc = 0;
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) acc += in[tile * 1024 + i];
    out[tile * blockDim.x + threadIdx.x] = acc;
#if CORPUS_SM100
    if (threadIdx.x == 0) {
      ptx::st_bulk(scratch, sizeof(scratch), ptx::n32_t<0>());
      ptx::clusterlaunchcontrol_try_cancel(&response, &bar);
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, 16);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, phase)) {
    }
    phase ^= 1;
    __int128 resp = *reinterpret_cast<__int128*>(&response);
    if (!ptx::clusterlaunchcontrol_query_cancel_is_canceled(resp)) break;
    tile = ptx::clusterlaunchcontrol_query_cancel_get_first_ctaid_x<uint32_t>(resp);
    __syncthreads();
#else
    __shared__ int t;
    if (threadIdx.x == 0) t = atomicAdd(next, 1);
    __syncthreads();
    tile = t;
    __syncthreads();
#endif
  }
#if CORPUS_SM90
  asm volatile("griddepcontrol.launch_dependents;");
#endif
}

__global__ void retarget_tensormap(CUtensorMap* gmap, const __grid_constant__ CUtensorMap proto, void* base,
                                   uint64_t dim, uint64_t stride) {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL) || defined(__CUDA_ARCH_FEAT_SM100_ALL)
  __shared__ alignas(128) CUtensorMap smap;
  if (threadIdx.x == 0) smap = proto;
  __syncthreads();
  if (threadIdx.x < 32) {
    ptx::tensormap_replace_global_address(ptx::space_shared, &smap, reinterpret_cast<uint64_t>(base));
    ptx::tensormap_replace_rank(ptx::space_shared, &smap, 1u);
    ptx::tensormap_replace_global_dim(ptx::space_shared, &smap, ptx::n32_t<0>(), (uint32_t)dim);
    ptx::tensormap_replace_global_stride(ptx::space_shared, &smap, ptx::n32_t<0>(), stride);
    ptx::tensormap_replace_box_dim(ptx::space_shared, &smap, ptx::n32_t<1>(), 64u);
    ptx::tensormap_replace_elemtype(ptx::space_shared, &smap, ptx::n32_t<7>());
    ptx::tensormap_replace_swizzle_mode(ptx::space_shared, &smap, ptx::n32_t<3>());
    ptx::tensormap_replace_interleave_layout(ptx::space_shared, &smap, ptx::n32_t<0>());
    ptx::tensormap_replace_fill_mode(ptx::space_shared, &smap, ptx::n32_t<1>());
    ptx::tensormap_cp_fenceproxy(ptx::sem_release, ptx::scope_gpu, gmap, &smap,
                                 ptx::n32_t<128>());
  }
  __syncthreads();
  ptx::fence_proxy_tensormap_generic(ptx::sem_acquire, ptx::scope_gpu, gmap, ptx::n32_t<128>());
#endif
}

__global__ void multicast_reduce(uint32_t* mc, float* mcf, uint32_t v) {
#if CORPUS_SM90
  ptx::multimem_red(ptx::sem_relaxed, ptx::scope_gpu, ptx::op_min, mc, v);
  ptx::multimem_red(ptx::sem_release, ptx::scope_sys, ptx::op_add, mc + 1, v);
  asm volatile("multimem.red.relaxed.gpu.global.add.f32 [%0], %1;" ::"l"(mcf), "f"(1.0f) : "memory");
  float r;
  asm volatile("multimem.ld_reduce.relaxed.gpu.global.add.f32 %0, [%1];" : "=f"(r) : "l"(mcf + 1) : "memory");
  asm volatile("multimem.st.relaxed.gpu.global.f32 [%0], %1;" ::"l"(mcf + 2), "f"(r) : "memory");
#endif
}

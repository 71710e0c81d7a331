// blackwell.cu - ptxlint real-PTX corpus
//
// Covers Blackwell (sm_100+) features; each block is guarded so that every
// target compiles (older targets get a simple fallback):
//   * tcgen05 tensor memory (sm_100a/f, sm_103a/f, sm_110a/f):
//     tcgen05.alloc / dealloc / relinquish_alloc_permit (cta_group::1 and, in a
//     2-CTA cluster, cta_group::2), tcgen05.mma with .kind::f16 / tf32 /
//     f8f6f4 / i8 (sm_100a, sm_110a), block-scaled .kind::mxf8f6f4.block_scale,
//     tcgen05.mma.ws, tcgen05.commit ... mbarrier::arrive::one,
//     tcgen05.ld / st (32x32b, 16x64b, 16x256b shapes, .pack/.unpack),
//     tcgen05.ld.red (sm_103a/f, sm_110a/f), tcgen05.wait::ld / ::st,
//     tcgen05.cp, tcgen05.shift (arch-specific targets only),
//     tcgen05.fence::before_thread_sync / after_thread_sync
//   * cluster launch control: clusterlaunchcontrol.try_cancel /
//     query_cancel with .b128 registers (sm_100+)
//   * st.bulk, cp.async.bulk ... .cp_mask, 256-bit loads (ld.global.v8.f32,
//     ld.global.v4.u64), packed f32x2 intrinsics (__fadd2_rn, __fmul2_rz,
//     __ffma2_rd)
//   * __float128 arithmetic (software emulation; sm_100+), which pulls in
//     .extern .func declarations with unsized vararg parameters and
//     identifiers containing '$'
#include <cuda_fp16.h>

#include <cstdint>

#include "corpus_features.cuh"
#if CORPUS_SM100
#include <crt/device_fp128_functions.h>
#endif

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
#define CLUSTER_DIMS(x, y, z) __cluster_dims__(x, y, z)
#else
#define CLUSTER_DIMS(x, y, z)
#endif

__device__ __forceinline__ uint32_t s2u(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

#if CORPUS_HAS_TCGEN05
__device__ __forceinline__ void mbar_wait_parity(uint32_t bar, uint32_t parity) {
  uint32_t done;
  do {
    asm volatile(
        "{\n\t.reg .pred P1;\n\t"
        "mbarrier.try_wait.parity.shared::cta.b64 P1, [%1], %2;\n\t"
        "selp.b32 %0, 1, 0, P1;\n\t}"
        : "=r"(done)
        : "r"(bar), "r"(parity)
        : "memory");
  } while (!done);
}

// tcgen05 shared-memory matrix descriptor (no swizzle; version bits 46-48 = 1).
__device__ __forceinline__ uint64_t umma_desc(const void* smem, uint32_t lbo, uint32_t sbo) {
  uint64_t d = (uint64_t)((s2u(smem) & 0x3FFFF) >> 4);
  d |= (uint64_t)((lbo & 0x3FFFF) >> 4) << 16;
  d |= (uint64_t)((sbo & 0x3FFFF) >> 4) << 32;
  d |= 1ull << 46;
  return d;
}

// Instruction descriptor for kind::f16 / kind::tf32: f32 accumulate, K-major
// A and B, M = 128, N = 64.
__device__ __forceinline__ uint32_t idesc_f16(uint32_t ab_type) {
  return (1u << 4) | (ab_type << 7) | (ab_type << 10) | ((64u >> 3) << 17) | ((128u >> 4) << 24);
}
#endif

// One CTA of 128 threads: D[128x64] (f32, in tensor memory) = A[128x16] * B[64x16]^T.
extern "C" __global__ void __launch_bounds__(128) tcgen05_gemm(const uint16_t* A, const uint16_t* B, float* D,
                                                              uint32_t* extra) {
  __shared__ alignas(1024) uint16_t sa[128 * 16];
  __shared__ alignas(1024) uint16_t sb[64 * 16];
  __shared__ alignas(16) uint32_t scratch[128 * 8];
  for (int k = threadIdx.x; k < 128 * 16; k += blockDim.x) sa[k] = A[k];
  for (int k = threadIdx.x; k < 64 * 16; k += blockDim.x) sb[k] = B[k];
  const int warp = threadIdx.x / 32;
#if CORPUS_HAS_TCGEN05
  __shared__ alignas(8) uint64_t mbar;
  __shared__ uint32_t tmem_base;
  uint32_t sbar = s2u(&mbar);
  if (warp == 0) {
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 128;" ::"r"(s2u(&tmem_base))
                 : "memory");
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::: "memory");
  }
  if (threadIdx.x == 32) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sbar) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");  // smem tiles -> async proxy
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  const uint32_t tmem = tmem_base;                      // lane 0, first allocated column
  const uint32_t tmem_warp = tmem + ((warp * 32) << 16);  // this warp's 32 lanes
  uint32_t phase = 0;
  if (threadIdx.x == 0) {
    uint64_t da = umma_desc(sa, 128, 256), db = umma_desc(sb, 128, 256);
    uint32_t id = idesc_f16(0);
    asm volatile(
        "{\n\t.reg .pred p;\n\t"
        "setp.ne.b32 p, %4, 0;\n\t"
        "tcgen05.mma.cta_group::1.kind::f16 [%0], %1, %2, %3, p;\n\t}" ::"r"(tmem),
        "l"(da), "l"(db), "r"(id), "r"(0)
        : "memory");
    // accumulate a tf32 and an f8f6f4 product into the same D
    asm volatile(
        "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, 1, 0;\n\t"
        "tcgen05.mma.cta_group::1.kind::tf32 [%0], %1, %2, %3, p;\n\t}" ::"r"(tmem),
        "l"(da), "l"(db), "r"(idesc_f16(2))
        : "memory");
    asm volatile(
        "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, 1, 0;\n\t"
        "tcgen05.mma.cta_group::1.kind::f8f6f4 [%0], %1, %2, %3, p;\n\t}" ::"r"(tmem),
        "l"(da), "l"(db), "r"(idesc_f16(0))
        : "memory");
    // disable-output-lane mask form
    asm volatile(
        "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, 1, 0;\n\t"
        "tcgen05.mma.cta_group::1.kind::f16 [%0], %1, %2, %3, {%4, %5, %6, %7}, p;\n\t}" ::"r"(tmem),
        "l"(da), "l"(db), "r"(id), "r"(0), "r"(0), "r"(0), "r"(0)
        : "memory");
    asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" ::"r"(sbar)
                 : "memory");
  }
  mbar_wait_parity(sbar, phase);
  phase ^= 1;
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  // Read 8 columns of this warp's 32 lanes (one row per thread).
  uint32_t r[8];
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x8.b32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
               : "r"(tmem_warp));
  uint32_t q0, q1, q2, q3;
  asm volatile("tcgen05.ld.sync.aligned.16x64b.x2.pack::16b.b32 {%0, %1}, [%2];"
               : "=r"(q0), "=r"(q1)
               : "r"(tmem_warp + 8));
  asm volatile("tcgen05.ld.sync.aligned.16x256b.x1.b32 {%0, %1, %2, %3}, [%4];"
               : "=r"(q0), "=r"(q1), "=r"(q2), "=r"(q3)
               : "r"(tmem_warp + 16));
  asm volatile("tcgen05.wait::ld.sync.aligned;" ::: "memory");
  for (int k = 0; k < 8; ++k) D[threadIdx.x * 8 + k] = __uint_as_float(r[k]);
  // Write two columns back, then read them with a reduction where supported.
  asm volatile("tcgen05.st.sync.aligned.32x32b.x2.b32 [%0], {%1, %2};" ::"r"(tmem_warp + 32), "r"(r[0]), "r"(r[1])
               : "memory");
  asm volatile("tcgen05.st.sync.aligned.16x64b.x1.unpack::16b.b32 [%0], {%1};" ::"r"(tmem_warp + 40), "r"(q0)
               : "memory");
  asm volatile("tcgen05.wait::st.sync.aligned;" ::: "memory");
  uint32_t red = q1 ^ q2 ^ q3;
#if CORPUS_HAS_TCGEN05_LDRED
  uint32_t m0, m1, mn;
  asm volatile("tcgen05.ld.red.sync.aligned.32x32b.x2.min.f32 {%0, %1}, %2, [%3];"
               : "=r"(m0), "=r"(m1), "=r"(mn)
               : "r"(tmem_warp + 32));
  asm volatile("tcgen05.wait::ld.sync.aligned;" ::: "memory");
  red ^= m0 ^ m1 ^ mn;
#endif
  extra[threadIdx.x] = red;
  // Copy a 128x256-bit block from shared memory into tensor memory, then
  // (arch-specific targets) shift the rows down by one.
  for (int k = threadIdx.x; k < 128 * 8; k += blockDim.x) scratch[k] = (uint32_t)k;
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  if (threadIdx.x == 0) {
    asm volatile("tcgen05.cp.cta_group::1.128x256b [%0], %1;" ::"r"(tmem + 64), "l"(umma_desc(scratch, 128, 256))
                 : "memory");
#if CORPUS_HAS_TCGEN05_SHIFT
    asm volatile("tcgen05.shift.cta_group::1.down [%0];" ::"r"(tmem + 64) : "memory");
#endif
    asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" ::"r"(sbar)
                 : "memory");
  }
  mbar_wait_parity(sbar, phase);
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  if (warp == 0) asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 128;" ::"r"(tmem) : "memory");
#else
  __syncthreads();
  // reference: one output row per thread, 8 columns
  for (int c = 0; c < 8; ++c) {
    float s = 0.0f;
    for (int k = 0; k < 16; ++k)
      s += __half2float(__ushort_as_half(sa[threadIdx.x * 16 + k])) * __half2float(__ushort_as_half(sb[c * 16 + k]));
    D[threadIdx.x * 8 + c] = s;
  }
  for (int k = threadIdx.x; k < 128 * 8; k += blockDim.x) scratch[k] = (uint32_t)k;
  __syncthreads();
  extra[threadIdx.x] = scratch[(threadIdx.x * 8 + warp) % (128 * 8)];
#endif
}

// Remaining MMA kinds: i8 (sm_100a / sm_110a), block-scaled mxf8f6f4 with
// scale factors in tensor memory, and the weight-stationary .ws variant.
__global__ void __launch_bounds__(128) tcgen05_kinds(const uint8_t* A, const uint8_t* B, uint32_t* out) {
  __shared__ alignas(1024) uint8_t sa[128 * 32];
  __shared__ alignas(1024) uint8_t sb[64 * 32];
  for (int k = threadIdx.x; k < 128 * 32; k += blockDim.x) sa[k] = A[k];
  for (int k = threadIdx.x; k < 64 * 32; k += blockDim.x) sb[k] = B[k];
#if CORPUS_HAS_TCGEN05
  __shared__ alignas(8) uint64_t mbar;
  __shared__ uint32_t tmem_base;
  const int warp = threadIdx.x / 32;
  uint32_t sbar = s2u(&mbar);
  if (warp == 0) {
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 256;" ::"r"(s2u(&tmem_base))
                 : "memory");
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::: "memory");
  }
  if (threadIdx.x == 32) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sbar) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  const uint32_t tmem = tmem_base;
  if (threadIdx.x == 0) {
    uint64_t da = umma_desc(sa, 128, 256), db = umma_desc(sb, 128, 256);
    uint32_t id = (1u << 4) | ((64u >> 3) << 17) | ((128u >> 4) << 24);
#if CORPUS_HAS_TCGEN05_I8
    asm volatile(
        "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, 0, 0;\n\t"
        "tcgen05.mma.cta_group::1.kind::i8 [%0], %1, %2, %3, p;\n\t}" ::"r"(tmem),
        "l"(da), "l"(db), "r"((id & ~(3u << 4)) | (2u << 4))  // s32 accumulator
        : "memory");
#endif
    // scale factors for A and B live in tensor-memory columns 128 and 160
    asm volatile(
        "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, 0, 0;\n\t"
        "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [%0], %1, %2, %3, [%4], [%5], p;\n\t}" ::"r"(tmem + 64),
        "l"(da), "l"(db), "r"(id), "r"(tmem + 128), "r"(tmem + 160)
        : "memory");
    asm volatile(
        "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, 0, 0;\n\t"
        "tcgen05.mma.ws.cta_group::1.kind::f16 [%0], %1, %2, %3, p;\n\t}" ::"r"(tmem + 192),
        "l"(da), "l"(db), "r"(id)
        : "memory");
    asm volatile("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%0];" ::"r"(sbar)
                 : "memory");
  }
  mbar_wait_parity(sbar, 0);
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  uint32_t v0, v1;
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x2.b32 {%0, %1}, [%2];"
               : "=r"(v0), "=r"(v1)
               : "r"(tmem + ((warp * 32) << 16) + 64));
  asm volatile("tcgen05.wait::ld.sync.aligned;" ::: "memory");
  out[threadIdx.x] = v0 ^ v1;
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  __syncthreads();
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  if (warp == 0) asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 256;" ::"r"(tmem) : "memory");
#else
  __syncthreads();
  uint32_t acc = 0;
  for (int k = 0; k < 32; ++k) acc += (uint32_t)sa[threadIdx.x * 32 + k] * sb[(threadIdx.x % 64) * 32 + k];
  out[threadIdx.x] = acc;
#endif
}

// Pair-CTA tensor-memory allocation (cta_group::2) inside a 2-CTA cluster.
__global__ void CLUSTER_DIMS(2, 1, 1) tcgen05_pair_alloc(uint32_t* out) {
#if CORPUS_HAS_TCGEN05
  __shared__ uint32_t tmem_base;
  const int warp = threadIdx.x / 32;
  if (warp == 0) {
    asm volatile("tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%0], 32;" ::"r"(s2u(&tmem_base))
                 : "memory");
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;" ::: "memory");
  }
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  uint32_t tmem = tmem_base;
  if (threadIdx.x == 0) out[blockIdx.x] = tmem;
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
  asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
  if (warp == 0) asm volatile("tcgen05.dealloc.cta_group::2.sync.aligned.b32 %0, 32;" ::"r"(tmem) : "memory");
#else
  if (threadIdx.x == 0) out[blockIdx.x] = 0;
#endif
}

// ------------------------------------------------- cluster launch control --
// Persistent-style loop: each CTA processes its own tile, then tries to steal
// the work of a CTA that has not been launched yet.
__global__ void clc_work_stealing(const float* in, float* out, int tile) {
  int bx = blockIdx.x;
#if CORPUS_SM100
  __shared__ alignas(16) uint4 clc_result;
  __shared__ alignas(8) uint64_t mbar;
  __shared__ int next_bx;
  uint32_t sbar = s2u(&mbar), sres = s2u(&clc_result);
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sbar) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  uint32_t phase = 0;
  while (true) {
    for (int k = threadIdx.x; k < tile; k += blockDim.x) out[bx * tile + k] = in[bx * tile + k] * 0.5f;
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 16;" ::"r"(sbar) : "memory");
      asm volatile(
          "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%0], [%1];" ::"r"(
              sres),
          "r"(sbar)
          : "memory");
      uint32_t done;
      do {
        asm volatile(
            "{\n\t.reg .pred P1;\n\tmbarrier.try_wait.parity.shared::cta.b64 P1, [%1], %2;\n\tselp.b32 %0, 1, 0, P1;\n\t}"
            : "=r"(done)
            : "r"(sbar), "r"(phase)
            : "memory");
      } while (!done);
      uint32_t canceled, x, y, z;
      asm volatile(
          "{\n\t"
          ".reg .b128 handle;\n\t"
          ".reg .pred p;\n\t"
          "ld.shared.b128 handle, [%4];\n\t"
          "clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 p, handle;\n\t"
          "selp.u32 %0, 1, 0, p;\n\t"
          "clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 {%1, %2, %3, _}, handle;\n\t"
          "}"
          : "=r"(canceled), "=r"(x), "=r"(y), "=r"(z)
          : "r"(sres)
          : "memory");
      // linear index of the cancelled CTA (1D grids have y == z == 0)
      next_bx = canceled ? (int)(x + gridDim.x * (y + gridDim.y * z)) : -1;
    }
    phase ^= 1;
    __syncthreads();
    bx = next_bx;
    __syncthreads();  // everyone has read next_bx before it is rewritten
    if (bx < 0) break;
  }
#else
  for (int k = threadIdx.x; k < tile; k += blockDim.x) out[bx * tile + k] = in[bx * tile + k] * 0.5f;
#endif
}

// ------------------------------------ bulk set, masked bulk copy, wide loads --
__global__ void sm100_memory(const float* __restrict__ in, float* __restrict__ out, unsigned long long* wide_out) {
  __shared__ alignas(128) float buf[256];
  const int t = threadIdx.x;
#if CORPUS_SM100
  if (t == 0) {
    // zero the buffer with st.bulk (size multiple of 8, value must be 0)
    asm volatile("st.bulk.weak.shared::cta [%0], %1, 0;" ::"r"(s2u(buf)), "l"((unsigned long long)sizeof(buf))
                 : "memory");
  }
  __syncthreads();
  float v[8];
  const float* src = in + (blockIdx.x * blockDim.x + t) * 8;  // 32-byte aligned
  asm volatile("ld.global.v8.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8];"
               : "=f"(v[0]), "=f"(v[1]), "=f"(v[2]), "=f"(v[3]), "=f"(v[4]), "=f"(v[5]), "=f"(v[6]), "=f"(v[7])
               : "l"(src));
  unsigned long long w0, w1, w2, w3;
  asm volatile("ld.global.nc.L2::256B.v4.u64 {%0, %1, %2, %3}, [%4];"
               : "=l"(w0), "=l"(w1), "=l"(w2), "=l"(w3)
               : "l"(src));
  if (t < 256) buf[t] += v[0] + v[7];
  asm volatile("st.global.v4.u64 [%0], {%1, %2, %3, %4};" ::"l"(wide_out + 4 * (blockIdx.x * blockDim.x + t)),
               "l"(w0), "l"(w1), "l"(w2), "l"(w3)
               : "memory");
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  __syncthreads();
  if (t == 0) {
    // copy 256 bytes back, writing only bytes selected by the 16-bit mask
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%0], [%1], 256, %2;" ::"l"(out + blockIdx.x * 256),
                 "r"(s2u(buf)), "h"((unsigned short)0x0f0f)
                 : "memory");
    asm volatile("cp.async.bulk.commit_group;\n\tcp.async.bulk.wait_group 0;" ::: "memory");
  }
  float2 a = make_float2(v[1], v[2]), b = make_float2(v[3], v[4]);
  float2 s = __fadd2_rn(a, b);
  float2 m = __fmul2_rz(s, a);
  float2 f = __ffma2_rd(m, b, s);
  if (t < 256) out[gridDim.x * 256 + blockIdx.x * 256 + t] = f.x + f.y;
#else
  if (t < 256) buf[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  if (t < 256) {
    out[blockIdx.x * 256 + t] = buf[255 - t];
    out[gridDim.x * 256 + blockIdx.x * 256 + t] = buf[t];
  }
  wide_out[blockIdx.x * blockDim.x + t] = 0;
#endif
}

// ------------------------------------------------------------ __float128 ---
__global__ void quad_precision(const double* in, double* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
#if CORPUS_SM100
  __float128 x = (__float128)in[i];
  __float128 y = x * x + (__float128)1.0 / (x + (__float128)3.0);
  y = __nv_fp128_sqrt(__nv_fp128_fabs(y)) + __nv_fp128_exp(x / (__float128)64.0);
  out[i] = (double)y;
#else
  double x = in[i];
  out[i] = sqrt(fabs(x * x + 1.0 / (x + 3.0))) + exp(x / 64.0);
#endif
}

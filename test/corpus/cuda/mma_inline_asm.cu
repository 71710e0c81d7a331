// mma_inline_asm.cu - ptxlint real-PTX corpus
//
// Covers warp-level matrix instructions written directly as inline PTX (the
// asm text is copied verbatim into the PTX, including "{ }" scopes, local
// .reg declarations, comments and %= style unique labels):
//   * mma.sync.aligned: m8n8k4 f16 (sm_70+ shape), m16n8k8 f16 (sm_75+),
//     m16n8k16 f16/bf16 with f32 and f16 accumulators, m16n8k8 tf32,
//     m8n8k4 f64, m16n8k{4,8,16} f64 (sm_90+), m8n8k16 / m16n8k32 s8/u8 with
//     .satfinite, m8n8k32 s4, m16n8k256 b1 .xor.popc / .and.popc,
//     m16n8k32 e4m3/e5m2 (sm_89+), kind::f8f6f4 and block-scaled
//     kind::mxf8f6f4 (sm_120a/f family)
//   * mma.sp::ordered_metadata (structured sparsity, sm_80+)
//   * ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16 (sm_75+)
//   * stmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16 (sm_90+)
//   * movmatrix.sync.aligned.m8n8.trans.b16 (sm_75+)
// Each kernel is launched with one warp (blockDim.x == 32) per 16x16 tile.
#include <cstdint>

#include "corpus_features.cuh"

__device__ __forceinline__ uint32_t smem_u32(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

// Load a 16x16 f16 tile (row-major, 32 bytes per row) from global into shared,
// then into mma fragments with ldmatrix (x4 for A, x2 for B, plain and .trans).
extern "C" __global__ void ldmatrix_mma_f16(const uint16_t* __restrict__ A, const uint16_t* __restrict__ B,
                                            float* __restrict__ D) {
  __shared__ alignas(128) uint16_t sa[16 * 16];
  __shared__ alignas(128) uint16_t sb[16 * 16];
  const int lane = threadIdx.x & 31;
  if (threadIdx.x >= 32) return;
  for (int t = lane; t < 256; t += 32) {
    sa[t] = A[t];
    sb[t] = B[t];
  }
  __syncwarp();
  uint32_t a0, a1, a2, a3, b0, b1, bt0, bt1, x1;
  // lane l supplies the address of row (l % 16), column half (l / 16)
  const uint16_t* arow = &sa[(lane % 16) * 16 + (lane / 16) * 8];
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3)
               : "r"(smem_u32(arow)));
  const uint16_t* brow = &sb[(lane % 16) * 16];
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
               : "=r"(b0), "=r"(b1)
               : "r"(smem_u32(brow)));
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared::cta.b16 {%0, %1}, [%2];"
               : "=r"(bt0), "=r"(bt1)
               : "r"(smem_u32(&sb[(lane % 16) * 16 + 8])));
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];"
               : "=r"(x1)
               : "r"(smem_u32(&sa[(lane % 8) * 16])));
  float d[4] = {0.f, 0.f, 0.f, 0.f};
#if CORPUS_SM80
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
#else
  // two k8 steps on Turing
  asm volatile(
      "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a0), "r"(a1), "r"(b0));
  asm volatile(
      "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a2), "r"(a3), "r"(b1));
#endif
  // f16 accumulator variant (m16n8k8 exists from sm_75)
  uint32_t h0 = 0, h1 = 0;
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3}, {%4}, {%0, %1};"
               : "+r"(h0), "+r"(h1)
               : "r"(a0), "r"(a1), "r"(bt0 ^ bt1 ^ x1));
  // movmatrix: transpose one 8x8 b16 fragment inside the warp
  uint32_t mt;
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(mt) : "r"(h0));
  float* out = D + lane * 6;
  out[0] = d[0];
  out[1] = d[1];
  out[2] = d[2];
  out[3] = d[3];
  out[4] = __uint_as_float(h1);
  out[5] = __uint_as_float(mt);
}

// Turing-era shapes: m8n8k4 f16 (quad-pair), m8n8k16 s8, m8n8k32 s4.
__global__ void mma_turing_shapes(const uint32_t* __restrict__ in, int* __restrict__ iout, float* __restrict__ fout) {
  const int lane = threadIdx.x & 31;
  if (threadIdx.x >= 32) return;
  uint32_t a = in[lane], b = in[32 + lane], a2 = in[64 + lane], b2 = in[96 + lane];
  int c0 = 0, c1 = 0, e0 = 0, e1 = 0;
  asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%0, %1}, {%2}, {%3}, {%0, %1};"
               : "+r"(c0), "+r"(c1)
               : "r"(a), "r"(b));
  asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.s8.s32 {%0, %1}, {%2}, {%3}, {%0, %1};"
               : "+r"(e0), "+r"(e1)
               : "r"(a2), "r"(b2));
  asm volatile("mma.sync.aligned.m8n8k32.row.col.s32.s4.s4.s32 {%0, %1}, {%2}, {%3}, {%0, %1};"
               : "+r"(c0), "+r"(c1)
               : "r"(a2), "r"(b));
  asm volatile("mma.sync.aligned.m8n8k32.row.col.satfinite.s32.u4.u4.s32 {%0, %1}, {%2}, {%3}, {%0, %1};"
               : "+r"(e0), "+r"(e1)
               : "r"(a), "r"(b2));
  float f[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  asm volatile(
      "mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, "
      "{%0, %1, %2, %3, %4, %5, %6, %7};"
      : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3]), "+f"(f[4]), "+f"(f[5]), "+f"(f[6]), "+f"(f[7])
      : "r"(a), "r"(b), "r"(a2), "r"(b2));
  iout[lane * 4 + 0] = c0;
  iout[lane * 4 + 1] = c1;
  iout[lane * 4 + 2] = e0;
  iout[lane * 4 + 3] = e1;
  for (int k = 0; k < 8; ++k) fout[lane * 8 + k] = f[k];
}

// Ampere shapes: bf16, tf32, f64, s8 k32, b1 k256, and sparse f16.
__global__ void mma_ampere_shapes(const uint32_t* __restrict__ in, const double* __restrict__ din,
                                  float* __restrict__ fout, int* __restrict__ iout, double* __restrict__ dout) {
  const int lane = threadIdx.x & 31;
  if (threadIdx.x >= 32) return;
#if CORPUS_SM80
  uint32_t a0 = in[lane], a1 = in[32 + lane], a2 = in[64 + lane], a3 = in[96 + lane];
  uint32_t b0 = in[128 + lane], b1 = in[160 + lane];
  float f[4] = {1.f, 1.f, 1.f, 1.f};
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile(
      "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  uint32_t h0 = 0, h1 = 0;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};"
               : "+r"(h0), "+r"(h1)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  int c[4] = {0, 0, 0, 0};
  asm volatile(
      "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
      "{%0,%1,%2,%3};"
      : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile(
      "mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
      "{%0,%1,%2,%3};"
      : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile(
      "mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
      "{%0,%1,%2,%3};"
      : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  double d0 = 0.0, d1 = 0.0;
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
               : "+d"(d0), "+d"(d1)
               : "d"(din[lane]), "d"(din[32 + lane]));
  // 2:4 structured sparsity: metadata in a register, sparsity selector 0
  uint32_t meta = in[192 + lane];
  asm volatile(
      "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 "
      "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9,%10,%11}, {%0,%1,%2,%3}, %12, 0x0;"
      : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(a0), "r"(a1), "r"(meta));
  for (int k = 0; k < 4; ++k) {
    fout[lane * 4 + k] = f[k];
    iout[lane * 4 + k] = c[k] ^ (int)(k & 1 ? h1 : h0);
  }
  dout[lane * 2] = d0;
  dout[lane * 2 + 1] = d1;
#else
  for (int k = 0; k < 4; ++k) {
    fout[lane * 4 + k] = __uint_as_float(in[lane]);
    iout[lane * 4 + k] = (int)in[32 + lane];
  }
  dout[lane * 2] = din[lane];
  dout[lane * 2 + 1] = din[32 + lane];
#endif
}

// Ada / Hopper: fp8 mma (sm_89+), f64 m16n8k{4,8,16} (sm_90+), stmatrix (sm_90+).
__global__ void mma_fp8_f64_stmatrix(const uint32_t* __restrict__ in, const double* __restrict__ din,
                                     float* __restrict__ fout, double* __restrict__ dout,
                                     uint16_t* __restrict__ tile_out) {
  __shared__ alignas(128) uint16_t tile[16 * 16];
  const int lane = threadIdx.x & 31;
  if (threadIdx.x >= 32) return;
  uint32_t a0 = in[lane], a1 = in[32 + lane], a2 = in[64 + lane], a3 = in[96 + lane];
  uint32_t b0 = in[128 + lane], b1 = in[160 + lane];
  float f[4] = {0.f, 0.f, 0.f, 0.f};
#if CORPUS_SM89
  asm volatile(
      "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile(
      "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
#endif
  double d[4] = {0.0, 0.0, 0.0, 0.0};
#if CORPUS_SM90
  double da0 = din[lane], da1 = din[32 + lane], da2 = din[64 + lane], da3 = din[96 + lane];
  double db0 = din[128 + lane], db1 = din[160 + lane];
  asm volatile("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};"
               : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
               : "d"(da0), "d"(da1), "d"(db0));
  asm volatile(
      "mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
      : "d"(da0), "d"(da1), "d"(da2), "d"(da3), "d"(db0), "d"(db1));
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7,%8,%9,%10,%11}, "
      "{%12,%13,%14,%15}, {%0,%1,%2,%3};"
      : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
      : "d"(da0), "d"(da1), "d"(da2), "d"(da3), "d"(da3), "d"(da2), "d"(da1), "d"(da0), "d"(db0), "d"(db1),
        "d"(db1), "d"(db0));
  // stmatrix: each lane provides a row address; x4 stores four 8x8 matrices
  uint32_t rowaddr = smem_u32(&tile[(lane % 16) * 16 + (lane / 16) * 8]);
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};" ::"r"(rowaddr), "r"(a0), "r"(a1),
               "r"(a2), "r"(a3)
               : "memory");
  __syncwarp();
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared::cta.b16 [%0], {%1, %2};" ::"r"(
                   smem_u32(&tile[(lane % 16) * 16])),
               "r"(b0), "r"(b1)
               : "memory");
  __syncwarp();
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" ::"r"(smem_u32(&tile[(lane % 8) * 16 + 8])),
               "r"(a0 ^ b0)
               : "memory");
#else
  for (int t = lane; t < 256; t += 32) tile[t] = (uint16_t)(a0 + a1 + a2 + a3 + b0 + b1 + t);
  d[0] = din[lane];
#endif
  __syncwarp();
  for (int t = lane; t < 256; t += 32) tile_out[t] = tile[t];
  for (int k = 0; k < 4; ++k) {
    fout[lane * 4 + k] = f[k];
    dout[lane * 4 + k] = d[k];
  }
}

// Consumer Blackwell (sm_120a/f, sm_121a/f): kind::f8f6f4 and block-scaled mma.
__global__ void mma_sm120_kinds(const uint32_t* __restrict__ in, float* __restrict__ fout) {
  const int lane = threadIdx.x & 31;
  if (threadIdx.x >= 32) return;
  float f[4] = {0.f, 0.f, 0.f, 0.f};
#if CORPUS_HAS_MMA_KIND
  uint32_t a0 = in[lane], a1 = in[32 + lane], a2 = in[64 + lane], a3 = in[96 + lane];
  uint32_t b0 = in[128 + lane], b1 = in[160 + lane];
  uint32_t sfa = in[192 + lane], sfb = in[224 + lane];
  asm volatile(
      "mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.e2m1.e3m2.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
      "{%0,%1,%2,%3};"
      : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile(
      "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 "
      "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3}, %10, {0, 0}, %11, {0, 0};"
      : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3])
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(sfa), "r"(sfb));
#else
  f[0] = __uint_as_float(in[lane]);
#endif
  for (int k = 0; k < 4; ++k) fout[lane * 4 + k] = f[k];
}

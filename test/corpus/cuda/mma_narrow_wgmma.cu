// mma_narrow_wgmma.cu - ptxlint real-PTX corpus
//
// Warp-level mma of PTX ISA 8.7-8.8 and Hopper wgmma through inline PTX:
// m16n8k16 fp8 with .f16 accumulators (sm_89+), .kind::f8f6f4 with f16/f32
// accumulators over e2m1/e2m3/e3m2/e4m3/e5m2, mma.sp::ordered_metadata with
// .kind::f8f6f4, .kind::mxf4nvf4 .scale_vec::2X with .ue8m0 and .kind::mxf4
// (sm_120a/f, sm_121a/f), and wgmma.mma_async with register A, fp8, integer and
// tf32 inputs, wgmma.mma_async.sp, fence/commit_group/wait_group (sm_90a).
// corpus-quick-archs: sm_89 sm_90a sm_120a sm_121a
#include <cstdint>

#include "corpus_features.cuh"

__global__ void mma_narrow(const uint32_t* in, float* out, uint32_t* hout) {
  int lane = threadIdx.x & 31;
  uint32_t a0 = in[lane], a1 = in[lane + 32], a2 = in[lane + 64], a3 = in[lane + 96];
  uint32_t b0 = in[lane + 128], b1 = in[lane + 160];
  float c0 = 0.f, c1 = 0.f, c2 = 0.f, c3 = 0.f;
  uint32_t h0 = 0, h1 = 0;
#if CORPUS_SM89
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.e4m3.e5m2.f16 {%0, %1}, {%2, %3}, {%4}, {%0, %1};"
               : "+r"(h0), "+r"(h1) : "r"(a0), "r"(a1), "r"(b0));
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.e5m2.e5m2.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%0, %1, %2, %3};"
               : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3) : "r"(a0), "r"(a1), "r"(b0));
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%0, %1};"
               : "+r"(h0), "+r"(h1) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
#endif
#if CORPUS_HAS_MMA_KIND
  asm volatile("mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f16.e2m3.e2m1.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%0, %1};"
               : "+r"(h0), "+r"(h1) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  asm volatile("mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e5m2.e3m2.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
               : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  {
    uint32_t e = in[lane + 192];
    asm volatile("mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e4m3.e2m1.f32 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9, %8, %9}, {%0, %1, %2, %3}, %10, 0x0;"
                 : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(e));
  }
  {
    uint32_t sa = in[lane + 224], sb = in[lane + 256];
    asm volatile("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {0, 1}, %11, {2, 3};"
                 : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(sa), "r"(sb));
    asm volatile("mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {2, 0}, %11, {0, 1};"
                 : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(sa), "r"(sb));
    asm volatile("mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e3m2.e2m3.f32.ue8m0 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {1, 1}, %11, {3, 2};"
                 : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(sa), "r"(sb));
  }
#endif
#if CORPUS_HAS_WGMMA
  {
    uint64_t da = ((uint64_t)in[lane] << 32) | in[lane + 1], db = da ^ 0x4000000000000000ull;
    float d[8] = {c0, c1, c2, c3, c0, c1, c2, c3};
    asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
    asm volatile("wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9,%10,%11}, %12, 1, 1, -1, 1;"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(db));
    asm volatile("wgmma.mma_async.sync.aligned.m64n16k32.f32.e4m3.e5m2 {%0,%1,%2,%3,%4,%5,%6,%7}, %8, %9, 1, 1, 1;"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
                 : "l"(da), "l"(db));
    asm volatile("wgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32 {%0,%1,%2,%3,%4,%5,%6,%7}, %8, %9, 0, -1, 1;"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
                 : "l"(da), "l"(db));
    int32_t s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    asm volatile("wgmma.mma_async.sync.aligned.m64n16k32.s32.s8.u8.satfinite {%0,%1,%2,%3,%4,%5,%6,%7}, %8, %9, 0;"
                 : "+r"(s[0]), "+r"(s[1]), "+r"(s[2]), "+r"(s[3]), "+r"(s[4]), "+r"(s[5]), "+r"(s[6]), "+r"(s[7])
                 : "l"(da), "l"(db));
    asm volatile("wgmma.mma_async.sp.sync.aligned.m64n16k32.f32.bf16.bf16 {%0,%1,%2,%3,%4,%5,%6,%7}, %8, %9, %10, 0, 1, 1, 1, 0, 1;"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
                 : "l"(da), "l"(db), "r"(a2));
    asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
    c0 = d[0] + d[4] + (float)s[0];
    c1 = d[1] + d[5] + (float)s[7];
    c2 = d[2] + d[6];
    c3 = d[3] + d[7];
  }
#endif
  out[threadIdx.x * 4 + 0] = c0;
  out[threadIdx.x * 4 + 1] = c1;
  out[threadIdx.x * 4 + 2] = c2;
  out[threadIdx.x * 4 + 3] = c3;
  hout[threadIdx.x] = h0 ^ h1;
}

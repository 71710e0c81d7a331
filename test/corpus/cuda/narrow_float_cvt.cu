// narrow_float_cvt.cu - ptxlint real-PTX corpus
//
// Inline-PTX conversions to and from the narrow float formats of PTX ISA
// 8.6-9.0 (9.7.9.21): e4m3x2/e5m2x2 from f32 pairs and f16x2 (sm_89+),
// f16x2 from fp8, e2m1x2 (fp4), e2m3x2/e3m2x2 (fp6) and ue8m0x2 (sm_100+ a/f
// targets), with .relu and .satfinite, bf16x2 from ue8m0x2, the stochastic
// rounding .rs forms with rbits (sm_100a/sm_103a), and cvt.rna.satfinite.tf32.
// corpus-quick-archs: sm_89 sm_100a sm_103a sm_120a
#include <cstdint>

#include "corpus_features.cuh"

__global__ void narrow_cvt(const float* in, uint32_t* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = in[2 * i], b = in[2 * i + 1];
  uint32_t acc = 0;
#if CORPUS_SM89
  {
    uint16_t p, q;
    uint32_t h;
    asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(p) : "f"(a), "f"(b));
    asm("cvt.rn.satfinite.relu.e5m2x2.f32 %0, %1, %2;" : "=h"(q) : "f"(a), "f"(b));
    asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(h) : "h"(p));
    acc ^= h;
    asm("cvt.rn.relu.f16x2.e5m2x2 %0, %1;" : "=r"(h) : "h"(q));
    acc ^= h;
    asm("cvt.rn.satfinite.e4m3x2.f16x2 %0, %1;" : "=h"(p) : "r"(acc));
    acc += p;
  }
#endif
#if CORPUS_SM80
  {
    uint32_t t;
    asm("cvt.rna.satfinite.tf32.f32 %0, %1;" : "=r"(t) : "f"(a));
    acc += t;
  }
#endif
#if CORPUS_HAS_FP4_CVT
  {
    uint32_t h;
    uint16_t s;
    asm("{\n\t.reg .b8 f4;\n\t"
        "cvt.rn.satfinite.e2m1x2.f32 f4, %1, %2;\n\t"
        "cvt.rn.f16x2.e2m1x2 %0, f4;\n\t}"
        : "=r"(h)
        : "f"(a), "f"(b));
    acc ^= h;
    asm("cvt.rn.satfinite.relu.e2m3x2.f32 %0, %1, %2;" : "=h"(s) : "f"(a), "f"(b));
    asm("cvt.rn.relu.f16x2.e2m3x2 %0, %1;" : "=r"(h) : "h"(s));
    acc ^= h;
    asm("cvt.rn.satfinite.e3m2x2.f32 %0, %1, %2;" : "=h"(s) : "f"(a), "f"(b));
    asm("cvt.rn.f16x2.e3m2x2 %0, %1;" : "=r"(h) : "h"(s));
    acc ^= h;
    asm("cvt.rz.satfinite.ue8m0x2.f32 %0, %1, %2;" : "=h"(s) : "f"(a), "f"(b));
    asm("cvt.rn.bf16x2.ue8m0x2 %0, %1;" : "=r"(h) : "h"(s));
    acc ^= h;
    asm("cvt.rp.ue8m0x2.bf16x2 %0, %1;" : "=h"(s) : "r"(acc));
    acc += s;
  }
#endif
#if CORPUS_HAS_CVT_RS
  {
    uint32_t r, rb = (uint32_t)i * 2654435761u;
    uint16_t r16;
    float c = in[(i + 1) % n], d = in[(i + 2) % n];
    asm("cvt.rs.satfinite.e4m3x4.f32 %0, {%1, %2, %3, %4}, %5;"
        : "=r"(r) : "f"(a), "f"(b), "f"(c), "f"(d), "r"(rb));
    acc ^= r;
    asm("cvt.rs.relu.satfinite.e2m1x4.f32 %0, {%1, %2, %3, %4}, %5;"
        : "=h"(r16) : "f"(a), "f"(b), "f"(c), "f"(d), "r"(rb));
    acc ^= r16;
    asm("cvt.rs.satfinite.e3m2x4.f32 %0, {%1, %2, %3, %4}, %5;"
        : "=r"(r) : "f"(a), "f"(b), "f"(c), "f"(d), "r"(rb));
    acc ^= r;
    asm("cvt.rs.relu.satfinite.bf16x2.f32 %0, %1, %2, %3;" : "=r"(r) : "f"(a), "f"(b), "r"(rb));
    acc ^= r;
    asm("cvt.rs.f16x2.f32 %0, %1, %2, %3;" : "=r"(r) : "f"(c), "f"(d), "r"(rb));
    acc ^= r;
  }
#endif
  out[i] = acc;
}

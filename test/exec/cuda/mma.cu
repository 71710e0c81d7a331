// End-to-end: ldmatrix.x4 / .x2 feeding mma.sync.m16n8k16 (f16 -> f32),
// ldmatrix.trans, and mma.sync.m16n8k32 (s8 -> s32) with fragments built by
// the formulas of PTX ISA 8.5 9.7.15.4.8 and 9.7.15.4.10. Inputs are small
// integers, so every product and sum is exact and the result does not
// depend on the (unspecified) accumulation order. Expected values: mma.py.
#include <cstdint>
#include <cuda_fp16.h>

extern "C" __global__ void mma_f16(const __half *a, const __half *bt, float *d, __half *at) {
  // a: 16x16 row-major; bt: B transposed (8x16 row-major, i.e. B col-major).
  __shared__ __align__(16) __half sa[16 * 16];
  __shared__ __align__(16) __half sb[8 * 16];
  unsigned lane = threadIdx.x;
  for (unsigned i = lane; i < 256; i += 32)
    sa[i] = a[i];
  for (unsigned i = lane; i < 128; i += 32)
    sb[i] = bt[i];
  __syncwarp();
  unsigned a0, a1, a2, a3, b0, b1;
  unsigned pa = (unsigned)__cvta_generic_to_shared(&sa[(lane % 16) * 16 + (lane / 16) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3) : "r"(pa));
  unsigned pb = (unsigned)__cvta_generic_to_shared(&sb[(lane % 8) * 16 + ((lane / 8) % 2) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];"
               : "=r"(b0), "=r"(b1) : "r"(pb));
  float c0 = 1.0f, c1 = 2.0f, c2 = 3.0f, c3 = 4.0f, d0, d1, d2, d3;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1),
                 "f"(c2), "f"(c3));
  unsigned g = lane >> 2, t = lane % 4;
  float dv[4] = {d0, d1, d2, d3};
  for (int i = 0; i < 4; ++i) {
    unsigned row = i < 2 ? g : g + 8, col = t * 2 + (i & 1);
    d[row * 8 + col] = dv[i];
  }
  // ldmatrix.trans of the top-left 8x8 block of A; store its fragment
  // (row lane/4, columns 2*(lane%4), +1) to at: at = transpose(A[0:8,0:8]).
  unsigned tr;
  unsigned pt = (unsigned)__cvta_generic_to_shared(&sa[(lane % 8) * 16]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(tr) : "r"(pt));
  *(unsigned *)&at[(lane / 4) * 8 + 2 * (lane % 4)] = tr;
}

extern "C" __global__ void mma_s8(const int8_t *a, const int8_t *b, int *d) {
  // a: 16x32 row-major; b: 32x8 row-major (K x N).
  unsigned lane = threadIdx.x, g = lane >> 2, t = lane % 4;
  unsigned ar[4] = {0, 0, 0, 0}, br[2] = {0, 0};
  for (unsigned i = 0; i < 16; ++i) {
    unsigned row = ((i < 4) || (i >= 8 && i < 12)) ? g : g + 8;
    unsigned col = t * 4 + (i & 3) + (i >= 8 ? 16 : 0);
    ar[i / 4] |= (unsigned)(uint8_t)a[row * 32 + col] << (8 * (i % 4));
  }
  for (unsigned i = 0; i < 8; ++i) {
    unsigned row = t * 4 + (i & 3) + (i >= 4 ? 16 : 0), col = g;
    br[i / 4] |= (unsigned)(uint8_t)b[row * 8 + col] << (8 * (i % 4));
  }
  int c[4] = {100, -100, 7, 0}, r[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]), "r"(br[0]), "r"(br[1]),
                 "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  for (int i = 0; i < 4; ++i) {
    unsigned row = i < 2 ? g : g + 8, col = t * 2 + (i & 1);
    d[row * 8 + col] = r[i];
  }
}

extern "C" __global__ void mma_f64(const double *a, const double *b, double *d) {
  // m16n8k8 f64 (PTX ISA 8.5 9.7.15.4.7): a 16x8 row-major, b 8x8 row-major.
  unsigned lane = threadIdx.x, g = lane >> 2, t = lane % 4;
  double a0 = a[g * 8 + t], a1 = a[(g + 8) * 8 + t], a2 = a[g * 8 + t + 4],
         a3 = a[(g + 8) * 8 + t + 4];
  double b0 = b[t * 8 + g], b1 = b[(t + 4) * 8 + g];
  double c0 = 0.5, c1 = 0.25, c2 = -0.5, c3 = 1.0, r[4];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=d"(r[0]), "=d"(r[1]), "=d"(r[2]), "=d"(r[3])
               : "d"(a0), "d"(a1), "d"(a2), "d"(a3), "d"(b0), "d"(b1), "d"(c0), "d"(c1),
                 "d"(c2), "d"(c3));
  for (int i = 0; i < 4; ++i) {
    unsigned row = i < 2 ? g : g + 8, col = t * 2 + (i & 1);
    d[row * 8 + col] = r[i];
  }
}

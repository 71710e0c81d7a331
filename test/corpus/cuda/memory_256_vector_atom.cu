// memory_256_vector_atom.cu - ptxlint real-PTX corpus
//
// PTX ISA 8.1-8.8 memory forms through inline PTX: 256-bit ld/st (.v8.f32,
// .v8.b32, .v4.b64/.v4.f64; sm_100+) with .L2::evict_* priorities and
// cache hints, ld.global.nc with .L1::no_allocate / .L1::evict_last,
// .L2::cache_hint and .L2::256B prefetch sizes, createpolicy, vector atom/red
// (.v2/.v4 .f32 add, .v2/.v4/.v8 .f16/.bf16 add/min/max, .v2/.v4 .f16x2/.bf16x2;
// sm_90+), scoped .sem atomics, atom .b128 exch/cas (sm_90+), and the
// matching plain-CUDA float4/double2 paths on older targets.
// corpus-quick-archs: sm_75 sm_90a sm_100a sm_120a
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <cstdint>

#include "corpus_features.cuh"

__global__ void wide_loads(const float* __restrict__ in, float* out, const double* din, double* dout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#if CORPUS_SM100
  {
    float v[8];
    uint64_t pol;
    asm volatile("createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 %0, 0.75;" : "=l"(pol));
    asm volatile("ld.global.nc.L1::no_allocate.L2::evict_first.v8.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8];"
                 : "=f"(v[0]), "=f"(v[1]), "=f"(v[2]), "=f"(v[3]), "=f"(v[4]), "=f"(v[5]), "=f"(v[6]), "=f"(v[7])
                 : "l"(in + 8 * i));
    asm volatile("st.global.L2::evict_last.v8.f32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8};"
                 :: "l"(out + 8 * i), "f"(v[0]), "f"(v[1]), "f"(v[2]), "f"(v[3]), "f"(v[4]), "f"(v[5]),
                    "f"(v[6]), "f"(v[7]) : "memory");
    uint32_t u[8];
    asm volatile("ld.global.L2::cache_hint.v8.b32 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;"
                 : "=r"(u[0]), "=r"(u[1]), "=r"(u[2]), "=r"(u[3]), "=r"(u[4]), "=r"(u[5]), "=r"(u[6]), "=r"(u[7])
                 : "l"(in + 8 * i + 4096), "l"(pol));
    asm volatile("st.global.L1::no_allocate.v8.u32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8};"
                 :: "l"(out + 8 * i + 4096), "r"(u[0]), "r"(u[1]), "r"(u[2]), "r"(u[3]), "r"(u[4]), "r"(u[5]),
                    "r"(u[6]), "r"(u[7]) : "memory");
    double d[4];
    asm volatile("ld.global.nc.L2::evict_last.L2::256B.v4.f64 {%0,%1,%2,%3}, [%4];"
                 : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3]) : "l"(din + 4 * i));
    uint64_t b[4];
    asm volatile("ld.relaxed.gpu.global.v4.b64 {%0,%1,%2,%3}, [%4];"
                 : "=l"(b[0]), "=l"(b[1]), "=l"(b[2]), "=l"(b[3]) : "l"(din + 4 * i + 1024));
    asm volatile("st.global.v4.f64 [%0], {%1,%2,%3,%4};"
                 :: "l"(dout + 4 * i), "d"(d[0] + (double)b[0]), "d"(d[1]), "d"(d[2]), "d"(d[3] + (double)b[3]) : "memory");
  }
#else
  {
    float4 a = reinterpret_cast<const float4*>(in)[2 * i];
    float4 b = reinterpret_cast<const float4*>(in)[2 * i + 1];
    reinterpret_cast<float4*>(out)[2 * i] = a;
    reinterpret_cast<float4*>(out)[2 * i + 1] = b;
    float f, g = 0.f;
    asm volatile("ld.global.nc.L1::no_allocate.L2::128B.f32 %0, [%1];" : "=f"(f) : "l"(in + i));
#if CORPUS_SM80
    uint64_t pol;
    asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(pol));
    asm volatile("ld.global.nc.L1::evict_last.L2::cache_hint.f32 %0, [%1], %2;" : "=f"(g) : "l"(in + i + 32), "l"(pol));
#endif
    reinterpret_cast<double2*>(dout)[i] = reinterpret_cast<const double2*>(din)[i];
    out[i + 8192] = f + g;
  }
#endif
}

__global__ void vector_atomics(float* f, __half* h, __nv_bfloat16* bf, uint32_t* hx2, unsigned long long* q) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#if CORPUS_SM90
  {
    float r0, r1, r2, r3;
    asm volatile("atom.global.add.v2.f32 {%0,%1}, [%2], {%3,%4};"
                 : "=f"(r0), "=f"(r1) : "l"(f + 2 * i), "f"(1.0f), "f"(2.0f) : "memory");
    asm volatile("atom.relaxed.gpu.global.add.v4.f32 {%0,%1,%2,%3}, [%4], {%5,%6,%7,%8};"
                 : "=f"(r0), "=f"(r1), "=f"(r2), "=f"(r3)
                 : "l"(f + 4 * i + 1024), "f"(r0), "f"(r1), "f"(1.0f), "f"(2.0f) : "memory");
    asm volatile("red.release.sys.global.add.v4.f32 [%0], {%1,%2,%3,%4};"
                 :: "l"(f + 4 * i + 2048), "f"(r0), "f"(r1), "f"(r2), "f"(r3) : "memory");
    uint16_t a0 = 0x3c00, a1 = 0x3c00, o[8];
    asm volatile("atom.global.add.noftz.v2.f16 {%0,%1}, [%2], {%3,%4};"
                 : "=h"(o[0]), "=h"(o[1]) : "l"(h + 2 * i), "h"(a0), "h"(a1) : "memory");
    asm volatile("atom.acq_rel.cta.global.max.noftz.v4.bf16 {%0,%1,%2,%3}, [%4], {%5,%6,%7,%8};"
                 : "=h"(o[0]), "=h"(o[1]), "=h"(o[2]), "=h"(o[3])
                 : "l"(bf + 4 * i), "h"(o[0]), "h"(o[1]), "h"(a0), "h"(a1) : "memory");
    asm volatile("atom.global.min.noftz.v8.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], {%9,%9,%9,%9,%10,%10,%10,%10};"
                 : "=h"(o[0]), "=h"(o[1]), "=h"(o[2]), "=h"(o[3]), "=h"(o[4]), "=h"(o[5]), "=h"(o[6]), "=h"(o[7])
                 : "l"(h + 8 * i + 4096), "h"(o[0]), "h"(o[1]) : "memory");
    asm volatile("red.global.add.noftz.v8.bf16 [%0], {%1,%1,%1,%1,%2,%2,%2,%2};"
                 :: "l"(bf + 8 * i + 4096), "h"(o[2]), "h"(o[3]) : "memory");
    uint32_t x0, x1, x2, x3;
    (void)x2;
    asm volatile("atom.global.add.noftz.v4.f16x2 {%0,%1,%2,%3}, [%4], {%5,%5,%5,%5};"
                 : "=r"(x0), "=r"(x1), "=r"(x2), "=r"(x3) : "l"(hx2 + 4 * i), "r"(0x3c003c00u) : "memory");
    asm volatile("red.global.max.noftz.v2.bf16x2 [%0], {%1,%2};" :: "l"(hx2 + 2 * i + 8192), "r"(x0), "r"(x3) : "memory");
    uint64_t lo, hi;
    asm volatile("{\n\t.reg .b128 d, b;\n\t"
                 "mov.b128 b, {%2, %3};\n\t"
                 "atom.global.exch.b128 d, [%4], b;\n\t"
                 "mov.b128 {%0, %1}, d;\n\t}"
                 : "=l"(lo), "=l"(hi) : "l"((uint64_t)i), "l"((uint64_t)x1), "l"(q + 2 * i) : "memory");
    asm volatile("{\n\t.reg .b128 d, c, s;\n\t"
                 "mov.b128 c, {%2, %3};\n\t"
                 "mov.b128 s, {%3, %2};\n\t"
                 "atom.acquire.sys.cas.b128 d, [%4], c, s;\n\t"
                 "mov.b128 {%0, %1}, d;\n\t}"
                 : "=l"(lo), "=l"(hi) : "l"(lo), "l"(hi), "l"(q + 2 * i + 512) : "memory");
    q[i + 2048] = lo ^ hi;
  }
#else
  atomicAdd(f + i, 1.0f);
  atomicAdd(reinterpret_cast<__half2*>(hx2) + i, __half2(__float2half(1.f), __float2half(2.f)));
#if CORPUS_SM80
  atomicAdd(bf + i, __float2bfloat16(1.f));
#endif
  atomicCAS(q + i, 0ull, (unsigned long long)i);
#endif
  float old;
  asm volatile("atom.global.sys.add.f32 %0, [%1], %2;" : "=f"(old) : "l"(f + i), "f"(0.5f) : "memory");
  asm volatile("red.relaxed.cta.shared::cta.add.u32 [%0], %1;" :: "r"((uint32_t)(i * 4) & 0xffc), "r"(1u) : "memory");
  f[i + 16384] = old;
}

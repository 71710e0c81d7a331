// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=32,8
// 7-point stencil whose weighted sum is one inline-PTX block: it loads the
// centre and x/y coefficients, accumulates with fma, and loads the z
// coefficient `cz` from its parameter only after the fma that uses it (BUG):
// the z neighbours are weighted by an unset register.
__global__ void stencil7_asm(const float* __restrict__ in, float* __restrict__ out, const float* __restrict__ coef,
                             int nx, int ny, int nz) {
  const int x = blockIdx.x * 32 + threadIdx.x + 1, y = blockIdx.y * 8 + threadIdx.y + 1;
  if (x >= nx - 1 || y >= ny - 1) return;
  const size_t sxy = (size_t)nx * ny;
  for (int z = 1; z < nz - 1; ++z) {
    const size_t c = z * sxy + (size_t)y * nx + x;
    const float xs = in[c - 1] + in[c + 1], ys = in[c - nx] + in[c + nx], zs = in[c - sxy] + in[c + sxy];
    float r;
    asm("{\n\t.reg .f32 c0, cx, cy, cz, a;\n\t"
        "ld.global.nc.f32 c0, [%5];\n\t"
        "ld.global.nc.f32 cx, [%5+4];\n\t"
        "ld.global.nc.f32 cy, [%5+8];\n\t"
        "mul.f32 a, c0, %1;\n\t"
        "fma.rn.f32 a, cx, %2, a;\n\t"
        "fma.rn.f32 a, cy, %3, a;\n\t"
        "fma.rn.f32 %0, cz, %4, a;\n\t"
        "ld.global.nc.f32 cz, [%5+12];\n\t}"
        : "=f"(r)
        : "f"(in[c]), "f"(xs), "f"(ys), "f"(zs), "l"(coef));
    out[c] = r;
  }
}

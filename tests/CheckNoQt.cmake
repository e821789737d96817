# Fails when a file of the std-only layers includes a Qt header: src/core, src/games, and the
# half of src/catalog that tabletop-cli links (tabletop_cardfiles: card files, schema, deck
# lists and checks).
file(GLOB_RECURSE files ${ROOT}/src/core/*.h ${ROOT}/src/core/*.cpp ${ROOT}/src/games/*.h ${ROOT}/src/games/*.cpp)
foreach(name Schema CardFiles DeckList DeckCheck)
    list(APPEND files ${ROOT}/src/catalog/${name}.h ${ROOT}/src/catalog/${name}.cpp)
endforeach()
set(bad "")
foreach(f ${files})
    file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](Q[A-Za-z]+|Qt[A-Za-z]*/)")
    if(lines)
        list(APPEND bad "${f}: ${lines}")
    endif()
endforeach()
if(bad)
    message(FATAL_ERROR "Qt headers in the std-only rules layers:\n${bad}")
endif()
list(LENGTH files n)
message(STATUS "checked ${n} files: no Qt includes")
